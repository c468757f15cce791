import { asc, eq } from 'drizzle-orm';
import { COUPON_GET_TYPES, MANJIAN_FROM_TYPE } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { translate } from '../../infra/http/messages';
import { grantCouponTx, shopCoupons } from '../coupon';
import { changeAccounts } from '../member';
import { order, orderGoods, type OrderPaidStep } from '../order';
import { manjianPricing } from '../promotion';
import { memberconsumeMessages as M } from './memberconsume.messages';
import { claimRewardTx } from './memberconsume.service';

/**
 * The full-reduction gift (满减送: the satisfied tier's `point` and `coupon`), which checkout prices but does
 * not grant: once the order is paid, its shop's activity as it ran when the order was placed is applied
 * to the order's lines again, and the tier's points and one shop coupon of its type are given, once per
 * order (the claim row), in the payment's transaction. A coupon type that is gone or sold out is skipped.
 */
export const manjianGiftOnPaid: OrderPaidStep = async (tx: Db, o) => {
  const [head] = await tx
    .select({ siteId: order.siteId, createTime: order.createTime, orderNo: order.orderNo })
    .from(order)
    .where(eq(order.orderId, o.orderId));
  if (!head) return;
  const lines = await tx
    .select({ goodsId: orderGoods.goodsId, num: orderGoods.num, goodsMoney: orderGoods.goodsMoney })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, o.orderId))
    .orderBy(asc(orderGoods.orderGoodsId));
  if (lines.length === 0) return;
  const price = await manjianPricing.forShops(tx, [head.siteId], head.createTime);
  const tier = price(
    head.siteId,
    lines.map((l) => ({ ...l, promotionMoney: 0 })),
  );
  if (!tier || (tier.point === 0 && tier.couponTypeId === 0)) return;
  const claimed = await claimRewardTx(tx, {
    orderId: o.orderId,
    kind: MANJIAN_FROM_TYPE,
    memberId: o.memberId,
    moment: 'pay',
    point: tier.point,
    growth: 0,
    coupon: tier.couponTypeId ? String(tier.couponTypeId) : '',
  });
  if (!claimed) return;
  if (tier.point > 0)
    await changeAccounts(
      tx,
      o.memberId,
      { point: tier.point },
      {
        fromType: MANJIAN_FROM_TYPE,
        typeName: translate(M.manjianGiftTypeName, 'zh-cn'),
        relateTag: head.orderNo,
        remark: tier.manjianName,
      },
    );
  if (tier.couponTypeId > 0) await grantCouponTx(tx, shopCoupons, o.memberId, tier.couponTypeId, COUPON_GET_TYPES.activity);
};
