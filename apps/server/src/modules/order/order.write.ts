// Writing priced checkouts: their orders, lines, logs and pay records, then what each uses, then the stock.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { nowSeconds, ORDER_PAY_STATUS } from '@mall/contract';
import { bulkInsert } from '../../infra/db/bulk';
import type { Db } from '../../infra/db/client';
import { nextNumbers } from '../../infra/db/numbers';
import { removeBoughtLinesTx } from '../cart';
import { usePlatformCouponTx, useShopCouponTx } from '../coupon';
import { takeStockTx } from '../goods';
import { changeAccountsEach } from '../member';
import { createPaidPayRecordTx, createPayRecordsTx, type NewPayRecord, type PaidHandlers } from '../pay';
import { takeActivityStockTx, type PromotionCheckoutSource } from '../promotion';
import { orderEventTimes } from './order.actions';
import { checkoutError, type Checkout, type CheckoutShop } from './order.calculate';
import { BALANCE_FROM_ORDER } from './order.close';
import { OrderStatus, OrderType } from './order.state';
import { order, orderGoods, orderLog, orderPayPart } from './order.tables';
import { orderCreateMessages } from './ordercreate.messages';

export interface OrderSource {
  /** `app_type` of the request (h5, wechat, …). */
  appType: string;
}

const SOURCE_NAMES: Record<string, string> = {
  h5: 'H5',
  wechat: '微信公众号',
  weapp: '微信小程序',
  app: 'APP',
  pc: 'PC',
  aliapp: '支付宝小程序',
};

const ORDER_TYPE = { express: OrderType.EXPRESS, store: OrderType.PICKUP, local: OrderType.LOCAL, virtual: OrderType.VIRTUAL } as const;

/** Pickup / virtual code: 4 random digits + the order number's 8 sequence digits (unique, not guessable in order). */
const deliveryCodeOf = (orderNo: string): string => `${crypto.randomInt(1000, 10_000)}${orderNo.slice(-8)}`;

/**
 * A checkout whose money was collected before it (a presale's deposit and final payment): its one order is
 * written paid at once, its pay record paid with the payment's type, under the booking's order number.
 */
export interface PrepaidCheckout {
  payType: string;
  tradeNo: string;
  orderNo: string;
  /**
   * How the amount was really paid before (a presale's deposit and final payment): the part taken from the
   * balance, and each online payment with the record that took it, so refunds go back the same ways.
   */
  balanceMoney?: number;
  payments?: readonly { outTradeNo: string; payType: string; money: number }[];
}

export interface CreatedOrders {
  outTradeNo: string;
  orderIds: number[];
  checkout: Checkout;
}

/** A checkout priced in create mode, ready to be written. */
export interface PricedCheckout {
  c: Checkout;
  memberId: number;
  source: OrderSource;
  promotion?: PromotionCheckoutSource;
  prepaid?: PrepaidCheckout;
}

/**
 * Writes priced checkouts inside `tx`, each statement once for all of them (a batch of `order.rush.ts`
 * costs what one checkout does): the orders (one per shop) and their lines and logs; per checkout what it
 * uses (its promotion's record, coupons, balance through the ledger, relate_tag = order_no, its cart lines);
 * one pay record per checkout for the online remainder (paid at once, pay type BALANCE, through the composed
 * `paidHandlers`, when nothing is left to pay); finally the stock, reserved with one guarded UPDATE (SKU rows
 * locked in id order). Any failure throws and the caller's transaction rolls everything back.
 */
export const writeOrdersTx = async (tx: Db, paidHandlers: PaidHandlers, items: readonly PricedCheckout[]): Promise<CreatedOrders[]> => {
  if (items.length === 0) return [];
  const now = nowSeconds();

  // 1. Orders and their lines: each checkout's order numbers, then its out_trade_no.
  const pool = await nextNumbers(
    tx,
    items.reduce((n, it) => n + it.c.shops.length + 1, 0),
  );
  const times = await orderEventTimes(tx);
  const autoClose = now + Math.round(times.auto_close * 60);
  const written = items.map((it) => {
    const numbers = pool.splice(0, it.c.shops.length + 1);
    if (it.prepaid && it.c.shops.length === 1) numbers[0] = it.prepaid.orderNo;
    const outTradeNo = numbers[it.c.shops.length]!;
    const rows = it.c.shops.map((sh, i) => orderRow(it.c, sh, numbers[i]!, outTradeNo, now, autoClose, it.source, it.c.address));
    return { it, numbers, outTradeNo, rows, orderIds: [] as number[] };
  });
  // One parameter per table, whatever the number of orders (`bulkInsert`).
  const inserted = await bulkInsert(
    tx,
    order,
    written.flatMap((w) => w.rows),
    { orderId: order.orderId, orderNo: order.orderNo },
  );
  const idByNo = new Map(inserted.map((r) => [r.orderNo, r.orderId]));
  for (const w of written) w.orderIds = w.rows.map((r) => idByNo.get(r.orderNo)!);
  // Each checkout's pay record; those still to be paid online are written with the lines (5. below).
  const recordOf = (w: (typeof written)[number]): NewPayRecord & { outTradeNo: string } => ({
    memberId: w.it.memberId,
    payMoney: w.it.c.totals.payMoney,
    relateIds: w.orderIds,
    body: w.rows
      .map((r) => r.orderName)
      .join(',')
      .slice(0, 255),
    siteId: w.it.c.shops.length === 1 ? w.it.c.shops[0]!.siteId : 0,
    outTradeNo: w.outTradeNo,
  });
  const paidLater = (it: PricedCheckout) => !it.prepaid && it.c.totals.payMoney > 0;
  await bulkInsert(
    tx,
    orderLog,
    written.flatMap((w) =>
      w.orderIds.map((orderId) => ({
        orderId,
        action: '买家下单',
        actionWay: 'member',
        uid: w.it.memberId,
        orderStatus: OrderStatus.WAIT_PAY,
        createTime: now,
      })),
    ),
  );
  await bulkInsert(
    tx,
    orderGoods,
    written.flatMap(({ it, numbers, orderIds }) =>
      it.c.shops.flatMap((sh, i) =>
        sh.lines.map((l) => ({
          orderId: orderIds[i]!,
          orderNo: numbers[i]!,
          siteId: sh.siteId,
          memberId: it.memberId,
          goodsId: l.goodsId,
          skuId: l.skuId,
          skuName: l.skuName,
          goodsName: l.goodsName,
          skuImage: l.skuImage,
          skuNo: l.skuNo,
          skuSpecFormat: l.skuSpec ?? [],
          isVirtual: l.isVirtual ? 1 : 0,
          price: l.price,
          num: l.num,
          goodsMoney: l.goodsMoney,
          realGoodsMoney: l.realGoodsMoney,
          promotionMoney: l.promotionMoney,
          couponMoney: l.couponMoney,
          platformCouponMoney: l.platformCouponMoney,
        })),
      ),
    ),
  );
  await createPayRecordsTx(tx, written.filter((w) => paidLater(w.it)).map(recordOf));

  for (const w of written) {
    const { it, numbers, orderIds } = w;
    const { c, memberId, promotion, prepaid } = it;
    if (promotion?.created) await promotion.created(tx, { orderIds, memberId, at: now });

    // 2. Coupons (guarded: a coupon used meanwhile fails the checkout).
    for (const [i, sh] of c.shops.entries()) {
      if (sh.couponId > 0 && !(await useShopCouponTx(tx, memberId, sh.couponId, orderIds[i]!))) {
        throw checkoutError(orderCreateMessages.ocCouponInvalid, undefined, 1, sh.siteId);
      }
    }
    if (c.platformCoupon && c.totals.platformCouponMoney > 0) {
      if (!(await usePlatformCouponTx(tx, memberId, c.platformCoupon.platformcouponId, orderIds[0]!)))
        throw checkoutError(orderCreateMessages.ocPlatformCouponInvalid);
    }

    // 3. Balance: ledger rows per order so a close gives back exactly what its order took; one guarded update.
    const balanceParts = c.shops.flatMap((sh, i) =>
      sh.balanceMoney > 0
        ? [
            {
              change: { balance: -sh.fromBalance, balance_money: -sh.fromBalanceMoney },
              from: { fromType: BALANCE_FROM_ORDER, typeName: '订单消费', relateTag: numbers[i]!, remark: `order ${numbers[i]}` },
            },
          ]
        : [],
    );
    try {
      // A refused guard sends no failing statement (0 rows updated), so the transaction stays usable.
      await changeAccountsEach(tx, memberId, balanceParts);
    } catch {
      throw checkoutError(orderCreateMessages.ocBalanceShort);
    }

    // 4. The cart lines bought.
    const cartIds = c.shops.flatMap((s) => s.lines.map((l) => l.cartId)).filter((id) => id > 0);
    await removeBoughtLinesTx(tx, memberId, cartIds);

    // 5. The pay record of what is left to pay online (written above); paid at once when nothing is (a
    // checkout's record is of purpose `order`, which this module handles itself).
    if (prepaid) {
      if (prepaid.balanceMoney !== undefined && orderIds.length === 1) await recordPrepaidPartsTx(tx, orderIds[0]!, prepaid);
      await createPaidPayRecordTx(tx, paidHandlers, recordOf(w), { payType: prepaid.payType, tradeNo: prepaid.tradeNo });
    } else if (!paidLater(it)) await createPaidPayRecordTx(tx, paidHandlers, recordOf(w), { payType: 'BALANCE', tradeNo: '' });
  }

  // 6. Stock, last: the SKU rows are the hot ones every buyer of the goods needs, so they are locked as
  // late as possible (a balance payment above already took them for the sales counters), in id order, then
  // every quantity is taken in one guarded statement, and held only until the commit right after. Anything missing rolls the whole checkout back.
  const lines = items.flatMap((it) => it.c.shops.flatMap((s) => s.lines));
  const need = new Map<number, number>();
  for (const l of lines) need.set(l.skuId, (need.get(l.skuId) ?? 0) + l.num);
  // A line whose units were taken before (a presale's deposit, a hold, a batch) takes nothing more.
  for (const pl of items.flatMap((it) => it.c.promotionLines))
    if (pl.stockTaken) {
      const left = (need.get(pl.skuId) ?? 0) - pl.num;
      if (left > 0) need.set(pl.skuId, left);
      else need.delete(pl.skuId);
    }
  const shortIds = await takeStockTx(tx, need);
  if (shortIds.length > 0) {
    const short = new Set(shortIds);
    const line = lines.find((l) => short.has(l.skuId));
    throw checkoutError(orderCreateMessages.ocStockShort, { name: line?.skuName ?? '' });
  }
  // A promotion's own stock, after the goods stock (same lock order as a close: goods SKU, then activity SKU).
  for (const pl of items.flatMap((it) => it.c.promotionLines))
    if (pl.activitySkuId > 0 && !pl.stockTaken && !(await takeActivityStockTx(tx, pl.activitySkuId, pl.num)))
      throw checkoutError(pl.kind.messages.stockShort);

  return written.map((w) => ({ outTradeNo: w.outTradeNo, orderIds: w.orderIds, checkout: w.it.c }));
};

const orderRow = (
  c: Checkout,
  sh: CheckoutShop,
  orderNo: string,
  outTradeNo: string,
  now: number,
  autoClose: number,
  source: OrderSource,
  addr: Checkout['address'],
): typeof order.$inferInsert & { orderNo: string; orderName: string } => {
  const orderType = ORDER_TYPE[sh.deliveryType];
  const store = sh.store;
  return {
    orderNo,
    siteId: sh.siteId,
    siteName: sh.siteName,
    websiteId: sh.websiteId,
    memberId: c.memberId,
    orderName: sh.lines
      .map((l) => l.skuName)
      .join(',')
      .slice(0, 1000),
    orderFrom: source.appType.slice(0, 16),
    orderFromName: SOURCE_NAMES[source.appType] ?? source.appType.slice(0, 32),
    orderType,
    outTradeNo,
    deliveryCode: orderType === OrderType.PICKUP || orderType === OrderType.VIRTUAL ? deliveryCodeOf(orderNo) : '',
    orderStatus: OrderStatus.WAIT_PAY,
    payStatus: ORDER_PAY_STATUS.UNPAID,
    deliveryType: sh.deliveryType,
    name: c.receiver.name.slice(0, 64),
    mobile: c.receiver.mobile.slice(0, 20),
    telephone: addr?.telephone ?? '',
    provinceId: addr?.province_id ?? 0,
    cityId: addr?.city_id ?? 0,
    districtId: addr?.district_id ?? 0,
    communityId: addr?.community_id ?? 0,
    address: addr?.address ?? '',
    fullAddress: addr?.full_address ?? '',
    longitude: addr?.longitude ?? '',
    latitude: addr?.latitude ?? '',
    buyerAskDeliveryTime: sh.buyerAskDeliveryTime,
    buyerMessage: sh.buyerMessage.slice(0, 255),
    goodsMoney: sh.goodsMoney,
    deliveryMoney: sh.deliveryMoney,
    promotionMoney: sh.promotionMoney,
    couponId: sh.couponId,
    couponMoney: sh.couponMoney,
    platformCouponId: sh.platformCouponMoney > 0 ? (c.platformCoupon?.platformcouponId ?? 0) : 0,
    platformCouponMoney: sh.platformCouponMoney,
    platformCouponTotalMoney: c.totals.platformCouponMoney,
    orderMoney: sh.orderMoney,
    balanceMoney: sh.balanceMoney,
    payMoney: sh.payMoney,
    goodsNum: sh.goodsNum,
    createTime: now,
    autoCloseTime: autoClose,
    promotionType: c.promotion?.kind.kind ?? '',
    promotionId: c.promotion?.activityId ?? 0,
    deliveryStoreId: store?.store_id ?? 0,
    deliveryStoreName: store?.store_name ?? '',
    deliveryStoreInfo: store
      ? {
          store_name: store.store_name,
          telphone: store.telphone,
          full_address: store.full_address,
          address: store.address,
          longitude: store.longitude,
          latitude: store.latitude,
          open_date: store.open_date,
        }
      : {},
  };
};

/** The prepaid order's money as it was really paid: its balance and online parts, and the records that took them. */
const recordPrepaidPartsTx = async (tx: Db, orderId: number, prepaid: PrepaidCheckout): Promise<void> => {
  const balance = prepaid.balanceMoney ?? 0;
  const moved = await tx
    .update(order)
    .set({ balanceMoney: balance, payMoney: sql`${order.orderMoney} - ${balance}` })
    .where(and(eq(order.orderId, orderId), sql`${order.orderMoney} >= ${balance}`))
    .returning({ id: order.orderId });
  if (moved.length !== 1) throw new Error(`order ${orderId}: prepaid balance ${balance} exceeds its amount`);
  const parts = (prepaid.payments ?? []).filter((p) => p.money > 0);
  if (parts.length > 0) await tx.insert(orderPayPart).values(parts.map((p) => ({ orderId, ...p })));
};
