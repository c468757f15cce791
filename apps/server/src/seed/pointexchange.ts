import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_FROM_TYPE, GIFT_EXPRESS_STATUS, POINTEXCHANGE_ORDER_STATUS, POINTEXCHANGE_TYPE } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { nextNumbers } from '../infra/db/numbers';
import { memberAddress } from '../modules/address';
import { platformcouponType } from '../modules/coupon';
import { createGiftOrderTx, gift, giftOrder } from '../modules/gift';
import { goods } from '../modules/goods';
import { changeAccounts, member } from '../modules/member';
import { promotionExchange, promotionExchangeOrder } from '../modules/promotion';
import { GOODS_SIZES, goodsArt, type ImageJob } from './images';
import { DEMO_MEMBER } from './members';
import type { SeedMotif } from './motifs';
import { SEED_TIME } from './plan';

/** Points the demo shopper spent on the seeded (shipped) gift exchange. */
export const SEEDED_EXCHANGE_POINT = 100;

/**
 * Pictures of the items that are no goods: the coupon (its ¥30 off, as seed/coupons.ts seeds 平台通用满300减30) and
 * the 5-yuan red packet, drawn for themselves rather than borrowed from the catalogue.
 */
export const POINTEXCHANGE_PICTURES: Record<'coupon' | 'redpacket', { stored: string; motif: SeedMotif; colour: string; label: string }> = {
  coupon: { stored: 'upload/pointexchange/coupon.jpg', motif: 'coupon', colour: '#f2762e', label: '¥30 OFF' },
  redpacket: { stored: 'upload/pointexchange/red_packet.jpg', motif: 'redpacket', colour: '#e0302a', label: '¥5' },
};

/** Drawing jobs for the points mall's own pictures (written with the catalogue's, seed/index.ts). */
export const pointexchangeImageJobs = (): ImageJob[] =>
  Object.values(POINTEXCHANGE_PICTURES).map((p) => ({
    stored: p.stored,
    art: goodsArt(p.motif, p.colour, p.label, 0),
    sizes: GOODS_SIZES,
  }));

/**
 * The points mall 积分商城 of the demo: two gifts in the gift catalogue, items of all three kinds (gifts, one
 * with a cash part; the platform-wide coupon; a 5-yuan red packet), and one exchange of the demo shopper whose
 * gift has been shipped, so the gift pages have something to show. The shopper keeps enough points for more.
 * The items are the mall's own, not goods of a shop: no shop goods take part.
 */
export const seedPointexchange = async (db: Db): Promise<void> => {
  const pictures = (await db.select({ image: goods.goodsImage }).from(goods).orderBy(asc(goods.goodsId)).limit(6)).map(
    (g) => g.image.split(',')[0] ?? '',
  );
  const pic = (i: number) => pictures[i % Math.max(1, pictures.length)] ?? '';
  // The gifts wear the picture of the catalogue goods they resemble (a flask, a tote-sized box), else any picture.
  const pictureOf = async (goodsName: string, fallback: number) =>
    (await db.select({ image: goods.goodsImage }).from(goods).where(eq(goods.goodsName, goodsName)).limit(1))[0]?.image.split(',')[0] ||
    pic(fallback);
  const [cup, bag] = await db
    .insert(gift)
    .values([
      { giftName: '定制保温杯', giftImage: await pictureOf('316不锈钢保温杯', 3), stock: 200, createTime: SEED_TIME },
      { giftName: '帆布购物袋', giftImage: await pictureOf('加厚透明收纳箱', 4), stock: 500, createTime: SEED_TIME },
    ])
    .returning({ id: gift.giftId, image: gift.giftImage });
  const [coupon] = await db
    .select({ id: platformcouponType.platformcouponTypeId, name: platformcouponType.platformcouponName })
    .from(platformcouponType)
    .where(eq(platformcouponType.platformcouponName, '平台通用满300减30'))
    .limit(1);
  const item = (v: Partial<typeof promotionExchange.$inferInsert> & { type: number; name: string; point: number; stock: number }) => ({
    createTime: SEED_TIME,
    modifyTime: SEED_TIME,
    ...v,
  });
  const [, bagItem] = await db
    .insert(promotionExchange)
    .values([
      item({
        type: POINTEXCHANGE_TYPE.gift,
        typeId: cup!.id,
        name: '定制保温杯',
        image: cup!.image,
        stock: 50,
        point: 300,
        marketPrice: 8_900,
        price: 990,
        content: '<p>316不锈钢内胆，12小时保温。</p>',
        sort: 1,
      }),
      item({
        type: POINTEXCHANGE_TYPE.gift,
        typeId: bag!.id,
        name: '帆布购物袋',
        image: bag!.image,
        stock: 100,
        point: SEEDED_EXCHANGE_POINT,
        marketPrice: 2_900,
        content: '<p>加厚帆布，可折叠收纳。</p>',
        sort: 2,
      }),
      ...(coupon
        ? [
            item({
              type: POINTEXCHANGE_TYPE.coupon,
              typeId: coupon.id,
              name: coupon.name,
              image: POINTEXCHANGE_PICTURES.coupon.stored,
              stock: 100,
              point: 50,
              marketPrice: 3_000,
              content: '<p>兑换后放入“我的优惠券”，全平台可用。</p>',
              sort: 3,
            }),
          ]
        : []),
      item({
        type: POINTEXCHANGE_TYPE.balance,
        name: '5元红包',
        image: POINTEXCHANGE_PICTURES.redpacket.stored,
        stock: 200,
        point: 80,
        marketPrice: 500,
        balance: 500,
        content: '<p>兑换后5元存入账户余额。</p>',
        sort: 4,
      }),
    ])
    .returning();

  // The demo shopper's shipped exchange: the points through the ledger, the gift order to its address.
  const [demo] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username)).limit(1);
  if (!demo || !bagItem) return;
  const [address] = await db.select().from(memberAddress).where(eq(memberAddress.memberId, demo.id)).limit(1);
  const [orderNo, outTradeNo] = (await nextNumbers(db, 2)) as [string, string];
  await changeAccounts(
    db,
    demo.id,
    { point: -SEEDED_EXCHANGE_POINT },
    { fromType: ACCOUNT_FROM_TYPE.pointexchange, typeName: '积分兑换', relateTag: orderNo, remark: bagItem.name },
  );
  const fullAddress = address ? `${address.fullAddress} ${address.address}`.trim() : '';
  const [o] = await db
    .insert(promotionExchangeOrder)
    .values({
      orderNo,
      outTradeNo,
      memberId: demo.id,
      exchangeId: bagItem.id,
      type: bagItem.type,
      typeId: bagItem.typeId,
      exchangeName: bagItem.name,
      exchangeImage: bagItem.image,
      num: 1,
      point: SEEDED_EXCHANGE_POINT,
      orderStatus: POINTEXCHANGE_ORDER_STATUS.exchanged,
      name: address?.name ?? '',
      mobile: address?.mobile ?? '',
      fullAddress,
      createTime: SEED_TIME,
      payTime: SEED_TIME,
    })
    .returning({ id: promotionExchangeOrder.orderId });
  await db
    .update(promotionExchange)
    .set({ stock: bagItem.stock - 1 })
    .where(eq(promotionExchange.id, bagItem.id));
  const made = await createGiftOrderTx(db, {
    memberId: demo.id,
    giftId: bag!.id,
    num: 1,
    source: 'pointexchange',
    relateId: o!.id,
    address: { name: address?.name ?? '', mobile: address?.mobile ?? '', fullAddress },
  });
  await db.update(promotionExchangeOrder).set({ relateId: made.orderId }).where(eq(promotionExchangeOrder.orderId, o!.id));
  await db
    .update(giftOrder)
    .set({
      createTime: SEED_TIME,
      expressStatus: GIFT_EXPRESS_STATUS.shipped,
      expressCompanyName: '顺丰速运',
      expressNo: 'SF1234567890',
      expressTime: SEED_TIME + 86_400,
    })
    .where(eq(giftOrder.orderId, made.orderId));
};
