import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  COUPON_GOODS_TYPE,
  COUPON_STATE,
  COUPON_TYPE_STATUS,
  COUPON_TYPE,
  COUPON_USE_SCENARIO,
  COUPON_VALIDITY_TYPE,
} from '@mall/contract';
import type { Db } from '../infra/db/client';
import { getSetting, putSetting } from '../modules/settings';
import { coupon, couponType, grantCouponTx, platformCoupons, platformcouponType, shopCoupons } from '../modules/coupon';
import { goods } from '../modules/goods';
import { member } from '../modules/member';
import { shop, shopGroup } from '../modules/shop';
import { DEMO_MEMBER } from './members';
import { prng, SEED_TIME } from './plan';

const DAY = 86_400;
/** Fixed end dates of the demo: far enough ahead to stay valid for years (the seed stays deterministic). */
const FAR_END = SEED_TIME + 6 * 365 * DAY;
const yuan = (n: number) => Math.round(n * 100);

export interface CouponSeedContext {
  shopIds: number[];
}

type TypeInsert = typeof couponType.$inferInsert;

/**
 * Demo coupons: per shop a realistic set (threshold and no-threshold money off, a 折 coupon with a cap,
 * one for listed goods, one nearly sold out, one expired), three platform coupons (the first is the
 * new-member gift of MEMBER_REGISTER_REWARD), and a few coupons in the demo shopper's wallet. Runs after
 * the shops (and their levels), goods and members exist. A fourth platform coupon is limited to the
 * flagship and specialty shop levels (use_scenario 2).
 */
export const seedCoupons = async (db: Db, ctx: CouponSeedContext): Promise<void> => {
  const rand = prng(4_012);
  const shops = await db
    .select({ id: shop.siteId, name: shop.siteName })
    .from(shop)
    .where(sql`${shop.siteId} in ${sql.raw(`(${ctx.shopIds.join(',') || '0'})`)}`)
    .orderBy(asc(shop.siteId));

  const rows: TypeInsert[] = [];
  for (const [k, s] of shops.entries()) {
    const listed = await db
      .select({ id: goods.goodsId })
      .from(goods)
      .where(and(eq(goods.siteId, s.id), eq(goods.isDelete, 0)))
      .orderBy(asc(goods.goodsId))
      .limit(3);
    const base = { siteId: s.id, status: COUPON_TYPE_STATUS.active, isShow: 1, createTime: SEED_TIME + k * 3600 };
    const big = [199, 299, 399, 159][k % 4];
    const led = (count: number, share: number) => Math.min(count, Math.floor(count * share * (0.6 + rand() * 0.4)));
    rows.push(
      {
        ...base,
        couponName: `满${big}减${Math.round(big / 10)}`,
        type: COUPON_TYPE.reward,
        money: yuan(Math.round(big / 10)),
        atLeast: yuan(big),
        count: 1000,
        leadCount: led(1000, 0.4),
        maxFetch: 1,
        validityType: COUPON_VALIDITY_TYPE.fixedTerm,
        fixedTerm: 30,
      },
      {
        ...base,
        couponName: `无门槛${5 + k}元券`,
        type: COUPON_TYPE.reward,
        money: yuan(5 + k),
        atLeast: 0,
        count: 500,
        leadCount: led(500, 0.6),
        maxFetch: 2,
        validityType: COUPON_VALIDITY_TYPE.untilEnd,
        endTime: FAR_END,
      },
      {
        ...base,
        couponName: `全场${[8.5, 9, 8.8, 9.5][k % 4]}折`,
        type: COUPON_TYPE.discount,
        discount: [85, 90, 88, 95][k % 4],
        discountLimit: yuan(50),
        atLeast: yuan(100),
        count: 300,
        leadCount: led(300, 0.5),
        maxFetch: 1,
        validityType: COUPON_VALIDITY_TYPE.fixedTerm,
        fixedTerm: 15,
      },
      {
        ...base,
        couponName: '指定商品满99减15',
        type: COUPON_TYPE.reward,
        money: yuan(15),
        atLeast: yuan(99),
        count: 200,
        leadCount: led(200, 0.3),
        maxFetch: 1,
        goodsType: listed.length ? COUPON_GOODS_TYPE.listed : COUPON_GOODS_TYPE.all,
        goodsIds: listed.length ? `,${listed.map((g) => g.id).join(',')},` : '',
        validityType: COUPON_VALIDITY_TYPE.fixedTerm,
        fixedTerm: 7,
      },
      {
        ...base,
        couponName: `限量满${big + 100}减50`,
        type: COUPON_TYPE.reward,
        money: yuan(50),
        atLeast: yuan(big + 100),
        count: 100,
        leadCount: 99,
        maxFetch: 1,
        validityType: COUPON_VALIDITY_TYPE.untilEnd,
        endTime: FAR_END,
      },
      {
        ...base,
        couponName: '元旦专享满100减10',
        type: COUPON_TYPE.reward,
        money: yuan(10),
        atLeast: yuan(100),
        count: 300,
        leadCount: 120,
        maxFetch: 1,
        validityType: COUPON_VALIDITY_TYPE.untilEnd,
        endTime: SEED_TIME + 30 * DAY,
      },
    );
  }
  // Newest-first lists show the shops' everyday coupons before the limited ones.
  const types = rows.length ? await db.insert(couponType).values(rows).returning() : [];

  // A platform coupon limited to shop levels (use_scenario 2): flagship and specialty shops.
  const levels = await db
    .select({ id: shopGroup.groupId })
    .from(shopGroup)
    .where(inArray(shopGroup.groupName, ['旗舰店', '专营店']))
    .orderBy(asc(shopGroup.sort), asc(shopGroup.groupId));
  const levelCoupon: (typeof platformcouponType.$inferInsert)[] = levels.length
    ? [
        {
          platformcouponName: '品牌好店满200减25',
          money: yuan(25),
          atLeast: yuan(200),
          count: 1000,
          leadCount: 214,
          maxFetch: 1,
          validityType: COUPON_VALIDITY_TYPE.fixedTerm,
          fixedTerm: 30,
          useScenario: COUPON_USE_SCENARIO.shopLevels,
          groupIds: `,${levels.map((l) => l.id).join(',')},`,
          createTime: SEED_TIME + 180,
        },
      ]
    : [];

  const platform = await db
    .insert(platformcouponType)
    .values([
      {
        platformcouponName: '新人专享券',
        money: yuan(10),
        atLeast: yuan(59),
        count: 0,
        isLimitless: 1,
        maxFetch: 1,
        validityType: COUPON_VALIDITY_TYPE.fixedTerm,
        fixedTerm: 30,
        useScenario: COUPON_USE_SCENARIO.allShops,
        createTime: SEED_TIME,
      },
      {
        platformcouponName: '平台通用满300减30',
        money: yuan(30),
        atLeast: yuan(300),
        count: 2000,
        leadCount: 856,
        maxFetch: 1,
        validityType: COUPON_VALIDITY_TYPE.untilEnd,
        endTime: FAR_END,
        useScenario: COUPON_USE_SCENARIO.allShops,
        createTime: SEED_TIME + 60,
      },
      {
        platformcouponName: '跨店满500减60',
        money: yuan(60),
        atLeast: yuan(500),
        count: 500,
        leadCount: 388,
        maxFetch: 2,
        validityType: COUPON_VALIDITY_TYPE.fixedTerm,
        fixedTerm: 15,
        useScenario: COUPON_USE_SCENARIO.allShops,
        createTime: SEED_TIME + 120,
      },
      ...levelCoupon,
    ])
    .returning();

  // The new-member gift includes the first platform coupon.
  const reward = await getSetting(db, 'MEMBER_REGISTER_REWARD');
  await putSetting(db, 'MEMBER_REGISTER_REWARD', { ...reward.value, coupon: String(platform[0].platformcouponTypeId) }, reward.is_use || 1);

  // The demo shopper's wallet: an unused platform and shop coupon, one used and one expired.
  const [demo] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username)).limit(1);
  if (!demo || types.length === 0) return;
  await grantCouponTx(db, platformCoupons, demo.id, platform[1].platformcouponTypeId, 2);
  const noThreshold = types.find((t) => t.couponName.startsWith('无门槛'))!;
  await grantCouponTx(db, shopCoupons, demo.id, noThreshold.couponTypeId, 2);
  const used = await grantCouponTx(db, shopCoupons, demo.id, noThreshold.couponTypeId, 2);
  if (used.ok)
    await db
      .update(coupon)
      .set({ state: COUPON_STATE.used, useTime: SEED_TIME + 5 * DAY })
      .where(eq(coupon.couponId, used.couponId));
  const expired = types.find((t) => t.couponName.startsWith('元旦'))!;
  await db.insert(coupon).values({
    couponTypeId: expired.couponTypeId,
    siteId: expired.siteId,
    memberId: demo.id,
    couponName: expired.couponName,
    type: expired.type,
    money: expired.money,
    atLeast: expired.atLeast,
    startTime: SEED_TIME + DAY,
    endTime: expired.endTime,
    fetchTime: SEED_TIME + DAY,
  });
};
