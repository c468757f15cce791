import { and, asc, eq } from 'drizzle-orm';
import { ADDRESS_TYPES, pintuanApi, PROMOTION_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { root } from '../modules';
import { memberAddress } from '../modules/address';
import { goods, goodsSku } from '../modules/goods';
import { member } from '../modules/member';
import { createOrdersTx } from '../modules/order';
import { pintuanKind, promotionActivity, promotionActivitySku } from '../modules/promotion';
import { pintuanCheckout } from '../modules/promotion/pintuan';
import { SEED_TIME } from './plan';

const DAY = 86_400;

/** The catalogue goods sold in groups (seed/catalog.ts), in no other promotion. */
export const PINTUAN_GOODS_NAME = '双层玻璃茶水分离杯';

/** The member who opened the demo group (not the demo shopper, who can join it). */
export const PINTUAN_LEADER = { username: 'pintuan_leader', nickname: '拼团团长' } as const;

/**
 * The demo pintuan: every SKU of its own goods in groups of 3, the first at 70 % of its price (the leader 60 %) and
 * each further SKU 5 points dearer, so the detail's spec picker shows each SKU at its own price; a group
 * open 30 days, at most 2 pieces per order; and one open group whose first seat a demo member bought through the
 * real checkout, paid from their balance, so the storefront has a group to join. Runs before the topics, which
 * take goods no activity has.
 */
export const seedPintuan = async (db: Db, siteId: number): Promise<void> => {
  const skus = await db
    .select({ goodsId: goods.goodsId, skuId: goodsSku.skuId, price: goodsSku.discountPrice })
    .from(goods)
    .innerJoin(goodsSku, eq(goodsSku.goodsId, goods.goodsId))
    .where(and(eq(goods.siteId, siteId), eq(goods.goodsName, PINTUAN_GOODS_NAME)))
    .orderBy(asc(goodsSku.skuId));
  if (skus.length === 0) return;
  const [a] = await db
    .insert(promotionActivity)
    .values({
      kind: pintuanKind.kind,
      siteId,
      name: `三人团 ${PINTUAN_GOODS_NAME}`,
      startTime: SEED_TIME,
      endTime: SEED_TIME + 10 * 365 * DAY,
      status: PROMOTION_STATUS.RUNNING,
      rules: { pintuan_num: 3, pintuan_time: 30 * 24 * 60, buy_num: 2, is_virtual_buy: 0, is_single_buy: 1, is_promotion: 1 },
      createTime: SEED_TIME,
      modifyTime: SEED_TIME,
    })
    .returning({ id: promotionActivity.activityId });
  const rows = await db
    .insert(promotionActivitySku)
    .values(
      skus.map((k, i) => ({
        activityId: a!.id,
        kind: pintuanKind.kind,
        siteId,
        goodsId: k.goodsId,
        skuId: k.skuId,
        price: Math.max(1, Math.round(k.price * (0.7 + 0.05 * i))),
        stock: 300,
        extra: { promotion_price: Math.max(1, Math.round(k.price * (0.6 + 0.05 * i))) },
      })),
    )
    .returning({ id: promotionActivitySku.id });

  // The leader: a member with a default address and enough balance for the leader's order and its shipping.
  const [leader] = await db
    .insert(member)
    .values({ username: PINTUAN_LEADER.username, nickname: PINTUAN_LEADER.nickname, balance: skus[0]!.price * 3, regTime: SEED_TIME })
    .returning({ id: member.memberId });
  await db.insert(memberAddress).values({
    memberId: leader!.id,
    name: '王五',
    mobile: '13700000000',
    address: '科技园路3号',
    fullAddress: '广东省 深圳市 南山区',
    isDefault: 1,
    type: ADDRESS_TYPES.located,
    longitude: '113.950000',
    latitude: '22.540000',
  });
  const p = pintuanApi.orderCreate.params.parse({ pintuan_goods_id: rows[0]!.id, num: 1, group_id: 0, is_balance: 1 }) as {
    num: number;
  } & Record<string, unknown>;
  await createOrdersTx(db, leader!.id, p as never, { appType: 'h5' }, root.paidHandlers, pintuanCheckout.source(p, leader!.id));
};
