import { eq, inArray } from 'drizzle-orm';
import { ADDRESS_TYPES, ORDER_IS_EVALUATE, ORDER_PAY_STATUS, SHOP_STATUS } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { memberAddress } from '../address';
import { goods, goodsSku } from '../goods';
import { changeAccounts, createMember } from '../member';
import { shop } from '../shop';
import { createVerifyRecordTx } from '../verify';
import { DeliveryStatus, OrderStatus, paidStatusOf, type OrderStatusValue } from './order.state';
import { shopDeliveryConfig } from './delivery.tables';
import { order, orderGoods } from './order.tables';
import { nowSeconds } from '@mall/contract';

let seq = 0;

export interface TestOrderInput {
  memberId: number;
  /** Lines of one shop. */
  lines: { skuId: number; num: number }[];
  orderType?: 1 | 2 | 3 | 4;
  /** Defaults to the paid status of the order type. */
  status?: OrderStatusValue;
  deliveryCode?: string;
}

/**
 * Writes an order straight into the tables, priced from the SKUs, for tests of later stages (ship, receive,
 * refund, evaluate, verify) that must not depend on checkout. Stock is not touched. Tests only.
 */
export const placeTestOrder = async (
  db: Db,
  input: TestOrderInput,
): Promise<{ orderId: number; orderGoodsIds: number[]; orderNo: string }> => {
  const skus = await db
    .select({ sku: goodsSku, goodsName: goods.goodsName, isVirtual: goods.isVirtual, siteName: shop.siteName })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(
      inArray(
        goodsSku.skuId,
        input.lines.map((l) => l.skuId),
      ),
    );
  if (skus.length !== input.lines.length) throw new Error('placeTestOrder: unknown sku');
  const siteId = skus[0]!.sku.siteId;
  const orderType = input.orderType ?? 1;
  const status = input.status ?? paidStatusOf(orderType);
  const paid = status !== OrderStatus.WAIT_PAY && status !== OrderStatus.CLOSED;
  const now = nowSeconds();
  const orderNo = `T${now}${process.pid % 1000}${String(++seq).padStart(4, '0')}`;
  const lines = input.lines.map((l) => {
    const s = skus.find((x) => x.sku.skuId === l.skuId)!;
    return { ...s, num: l.num, money: s.sku.discountPrice * l.num };
  });
  const goodsMoney = lines.reduce((a, l) => a + l.money, 0);
  const [row] = await db
    .insert(order)
    .values({
      orderNo,
      siteId,
      siteName: skus[0]!.siteName,
      memberId: input.memberId,
      orderName: lines.map((l) => l.sku.skuName).join(','),
      orderType,
      outTradeNo: `P${orderNo}`,
      deliveryCode: input.deliveryCode ?? '',
      orderStatus: status,
      payStatus: paid ? ORDER_PAY_STATUS.PAID : ORDER_PAY_STATUS.UNPAID,
      payType: paid ? 'BALANCE' : '',
      deliveryType: ['express', 'store', 'local', 'virtual'][orderType - 1]!,
      name: '测试',
      mobile: '13800000000',
      fullAddress: '北京市 北京市 东城区',
      address: '测试路 1 号',
      goodsMoney,
      orderMoney: goodsMoney,
      balanceMoney: paid ? goodsMoney : 0,
      payMoney: 0,
      goodsNum: lines.reduce((a, l) => a + l.num, 0),
      createTime: now,
      payTime: paid ? now : 0,
      isEnableRefund: paid ? 1 : 0,
      isEvaluate: status === OrderStatus.RECEIVED || status === OrderStatus.COMPLETE ? ORDER_IS_EVALUATE.YES : ORDER_IS_EVALUATE.NO,
      deliveryTime: status === OrderStatus.SHIPPED || status === OrderStatus.RECEIVED ? now : 0,
      signTime: status === OrderStatus.RECEIVED ? now : 0,
    })
    .returning({ orderId: order.orderId });
  const ids = await db
    .insert(orderGoods)
    .values(
      lines.map((l) => ({
        orderId: row!.orderId,
        orderNo,
        siteId,
        memberId: input.memberId,
        goodsId: l.sku.goodsId,
        skuId: l.sku.skuId,
        skuName: l.sku.skuName,
        goodsName: l.goodsName,
        skuImage: l.sku.skuImage,
        skuNo: l.sku.skuNo,
        skuSpecFormat: l.sku.skuSpecFormat,
        isVirtual: l.isVirtual,
        price: l.sku.discountPrice,
        num: l.num,
        goodsMoney: l.money,
        realGoodsMoney: l.money,
        deliveryStatus:
          status === OrderStatus.SHIPPED
            ? DeliveryStatus.SHIPPED
            : status === OrderStatus.RECEIVED
              ? DeliveryStatus.RECEIVED
              : DeliveryStatus.WAITING,
      })),
    )
    .returning({ id: orderGoods.orderGoodsId });
  // A paid pickup / virtual order has the verify record payment makes (the verify module's paid step).
  const withCode = (orderType === 2 || orderType === 4) && (input.deliveryCode ?? '') !== '';
  if (withCode && ([OrderStatus.WAIT_PICKUP, OrderStatus.RECEIVED, OrderStatus.COMPLETE] as number[]).includes(status)) {
    await createVerifyRecordTx(db, { orderId: row!.orderId });
  }
  return { orderId: row!.orderId, orderGoodsIds: ids.map((i) => i.id), orderNo };
};

/** A member ready to check out: a default address with a location (Shenzhen) and ¥10,000 of balance. Tests only. */
export const createTestBuyer = async (db: Db, username: string): Promise<number> => {
  const memberId = await createMember(db, { username });
  await db.insert(memberAddress).values({
    memberId,
    name: '张三',
    mobile: '13912345678',
    address: '科技园路1号',
    fullAddress: '广东省 深圳市 南山区',
    isDefault: 1,
    type: ADDRESS_TYPES.located,
    longitude: '113.950000',
    latitude: '22.540000',
  });
  await db.transaction((tx) =>
    changeAccounts(tx, memberId, { balance: 1_000_000 }, { fromType: 'adjust', typeName: '测试', remark: 'test' }),
  );
  return memberId;
};

/** An open shop near the test buyer that ships by express: ¥8 the first piece, ¥2 each more. Tests only. */
export const createTestShop = async (db: Db, siteName: string): Promise<number> => {
  const [s] = await db
    .insert(shop)
    .values({ siteName, shopStatus: SHOP_STATUS.open, longitude: '113.943720', latitude: '22.540503' })
    .returning({ id: shop.siteId });
  await db.insert(shopDeliveryConfig).values({
    siteId: s!.id,
    expressIsUse: 1,
    expressFeeType: 'piece',
    expressFirst: 1,
    expressFirstFee: 800,
    expressAdditional: 1,
    expressAdditionalFee: 200,
  });
  return s!.id;
};
