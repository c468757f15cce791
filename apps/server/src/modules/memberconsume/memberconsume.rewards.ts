import { asc, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_FROM_TYPE, type ConsumeMoment, COUPON_GET_TYPES } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { translate } from '../../infra/http/messages';
import { grantCouponTx, issueCouponsTx, parseIdCsv, shopCoupons } from '../coupon';
import { changeAccountsEach, type AccountChange, type AccountChangeFrom } from '../member';
import { order, orderGoods, type OrderPaidStep } from '../order';
import { manjianPricing } from '../promotion';
import { memberconsumeMessages as M } from './memberconsume.messages';
import { claimRewardsTx, consumeConfigTx, rewardOf, type RewardClaim } from './memberconsume.service';

interface OrderFacts {
  orderId: number;
  memberId: number;
  orderNo: string;
  orderMoney: number;
  siteId: number;
  createTime: number;
  lines: { goodsId: number; num: number; goodsMoney: number; promotionMoney: number }[];
}

/** The orders with their lines, one statement. */
const loadOrders = async (tx: Db, ids: number[]): Promise<OrderFacts[]> => {
  const rows = await tx
    .select({
      orderId: order.orderId,
      memberId: order.memberId,
      orderNo: order.orderNo,
      orderMoney: order.orderMoney,
      siteId: order.siteId,
      createTime: order.createTime,
      goodsId: orderGoods.goodsId,
      num: orderGoods.num,
      goodsMoney: orderGoods.goodsMoney,
    })
    .from(order)
    .leftJoin(orderGoods, eq(orderGoods.orderId, order.orderId))
    .where(inArray(order.orderId, ids))
    .orderBy(asc(order.orderId), asc(orderGoods.orderGoodsId));
  const out = new Map<number, OrderFacts>();
  for (const r of rows) {
    const o = out.get(r.orderId) ?? { ...r, lines: [] };
    if (r.goodsId !== null && r.num !== null && r.goodsMoney !== null)
      o.lines.push({ goodsId: r.goodsId, num: r.num, goodsMoney: r.goodsMoney, promotionMoney: 0 });
    out.set(r.orderId, o);
  }
  return [...out.values()];
};

/**
 * The full-reduction tier each order satisfied (满减送: its `point` and `coupon`, which checkout prices but
 * does not grant), by the shop's activity as it ran when the order was placed: one query per distinct
 * placing time (one for a checkout).
 */
const manjianGifts = async (tx: Db, orders: OrderFacts[]): Promise<Map<number, { point: number; couponTypeId: number; name: string }>> => {
  const gifts = new Map<number, { point: number; couponTypeId: number; name: string }>();
  const byTime = new Map<number, OrderFacts[]>();
  for (const o of orders) byTime.set(o.createTime, [...(byTime.get(o.createTime) ?? []), o]);
  for (const [at, list] of byTime) {
    const price = await manjianPricing.forShops(tx, [...new Set(list.map((o) => o.siteId))], at);
    for (const o of list) {
      const tier = price(
        o.siteId,
        o.lines.map((l) => ({ ...l })),
      );
      if (tier && (tier.point > 0 || tier.couponTypeId > 0))
        gifts.set(o.orderId, { point: tier.point, couponTypeId: tier.couponTypeId, name: tier.manjianName });
    }
  }
  return gifts;
};

/**
 * What the orders earn at `moment`: the consumption reward when it is on and set to that moment (points and
 * growth by the rates of the order money, one coupon of each listed platform type) and, at payment, the
 * full-reduction gift. Each is given once per order (the claim rows, recorded even when nothing is due, so
 * the payment sweep knows the order is done), in a constant number of statements whatever the number of orders.
 */
export const giveRewardsTx = async (tx: Db, orderIds: readonly number[], moment: ConsumeMoment): Promise<void> => {
  if (orderIds.length === 0) return;
  const cfg = await consumeConfigTx(tx);
  const consumeOn = cfg.is_use === 1 && cfg.return_point_status === moment;
  if (!consumeOn && moment !== 'pay') return;
  const orders = await loadOrders(tx, [...orderIds]);
  const coupons = parseIdCsv(cfg.return_coupon);
  const claims: RewardClaim[] = [];
  const from = new Map<string, AccountChangeFrom & { change: AccountChange }>();
  if (consumeOn) {
    for (const o of orders) {
      const point = rewardOf(o.orderMoney, cfg.return_point_rate);
      const growth = rewardOf(o.orderMoney, cfg.return_growth_rate);
      claims.push({
        orderId: o.orderId,
        kind: ACCOUNT_FROM_TYPE.memberconsume,
        memberId: o.memberId,
        moment,
        point,
        growth,
        coupon: coupons.join(','),
      });
      from.set(`${o.orderId}:${ACCOUNT_FROM_TYPE.memberconsume}`, {
        fromType: ACCOUNT_FROM_TYPE.memberconsume,
        typeName: translate(M.consumeTypeName, 'zh-cn'),
        relateTag: o.orderNo,
        change: { point, growth },
      });
    }
  }
  const gifts =
    moment === 'pay' ? await manjianGifts(tx, orders) : new Map<number, { point: number; couponTypeId: number; name: string }>();
  // At payment every order gets its full-reduction row, an empty one without a satisfied tier: the mark
  // that the payment's rewards are done.
  if (moment === 'pay') {
    for (const o of orders) {
      const g = gifts.get(o.orderId) ?? { point: 0, couponTypeId: 0, name: '' };
      claims.push({
        orderId: o.orderId,
        kind: ACCOUNT_FROM_TYPE.manjian,
        memberId: o.memberId,
        moment,
        point: g.point,
        growth: 0,
        coupon: g.couponTypeId ? String(g.couponTypeId) : '',
      });
      from.set(`${o.orderId}:${ACCOUNT_FROM_TYPE.manjian}`, {
        fromType: ACCOUNT_FROM_TYPE.manjian,
        typeName: translate(M.manjianGiftTypeName, 'zh-cn'),
        relateTag: o.orderNo,
        remark: g.name,
        change: { point: g.point },
      });
    }
  }
  const given = await claimRewardsTx(tx, claims);
  // One account change per member.
  const byMember = new Map<number, RewardClaim[]>();
  for (const c of given) byMember.set(c.memberId, [...(byMember.get(c.memberId) ?? []), c]);
  for (const [memberId, list] of byMember) {
    await changeAccountsEach(
      tx,
      memberId,
      list.map((c) => {
        const { change, ...f } = from.get(`${c.orderId}:${c.kind}`)!;
        return { change, from: f };
      }),
    );
    for (const c of list) {
      if (c.kind === ACCOUNT_FROM_TYPE.memberconsume) await issueCouponsTx(tx, memberId, parseIdCsv(c.coupon), COUPON_GET_TYPES.activity);
      else if (c.coupon) await grantCouponTx(tx, shopCoupons, memberId, Number(c.coupon), COUPON_GET_TYPES.activity);
    }
  }
};

export const rewardsOnReceived: OrderPaidStep = (tx, o) => giveRewardsTx(tx, [o.orderId], 'receive');
export const rewardsOnCompleted: OrderPaidStep = (tx, o) => giveRewardsTx(tx, [o.orderId], 'complete');
