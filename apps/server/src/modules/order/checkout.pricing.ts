// Pricing steps of a checkout: shop coupon scope and the platform coupon (promotions price through the
// promotion wing's `PromotionPricing`).
import { inArray } from 'drizzle-orm';
import { formatFen, parseYuan, splitProRata, type MemberPlatformCoupon } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { couponMessages, scopeAllows, scopeNamer } from '../coupon';
import { shop } from '../shop';
import { checkoutError, type CheckoutLine, type CheckoutParams, type CheckoutPlatformCoupon, type CheckoutShop } from './checkout.types';
import { orderCreateMessages } from './ordercreate.messages';

// Kept here too: the order module's callers and tests know it by this name.
export { splitProRata };

/** Lines a shop coupon applies to (goods_type 1 all, 2 listed, 3 all but listed). */
export const couponLines = (c: { goods_type: number; goods_ids: string }, lines: CheckoutLine[]): CheckoutLine[] => {
  if (c.goods_type === 1) return lines;
  const listed = new Set(c.goods_ids.split(',').filter(Boolean).map(Number));
  return lines.filter((l) => (c.goods_type === 2 ? listed.has(l.goodsId) : !listed.has(l.goodsId)));
};

/** A line's goods money after manjian and the shop coupon: what the coupons are split by. */
export const base = (l: CheckoutLine) => l.goodsMoney - l.promotionMoney - l.couponMoney;

/**
 * Picks the platform coupon of the checkout (the one asked for, or the best) and splits it over the shops
 * and their lines (sets their platform coupon money); the usable ones and the chosen one.
 */
export const applyPlatformCoupon = async (
  db: Db,
  /** The member's usable platform coupons (`CheckoutReader.platformCoupons`). */
  held: MemberPlatformCoupon[],
  shops: CheckoutShop[],
  siteIds: number[],
  wantedId: CheckoutParams['platform_coupon_id'],
): Promise<{ platformCoupons: CheckoutPlatformCoupon[]; platformCoupon: CheckoutPlatformCoupon | null }> => {
  // Platform coupon: one for the whole checkout, on the goods money left after shop discounts. A coupon
  // limited to shop levels (use_scenario 2) only counts the goods of the shops of those levels: they must
  // reach its threshold, and the discount is split over those shops only.
  const shopBase = (sh: CheckoutShop) => sh.lines.reduce((a, l) => a + base(l), 0);
  // The shops' levels are read only when a held coupon is limited to levels (one query).
  const levelOf = held.some((c) => c.use_scenario === 2)
    ? new Map(
        (await db.select({ siteId: shop.siteId, groupId: shop.groupId }).from(shop).where(inArray(shop.siteId, siteIds))).map((r) => [
          r.siteId,
          r.groupId,
        ]),
      )
    : new Map<number, number>();
  const candidates: CheckoutPlatformCoupon[] = held.map((c) => {
    const scope = { useScenario: c.use_scenario, groupIds: c.group_ids };
    const eligible = shops.filter((sh) => scopeAllows(scope, levelOf.get(sh.siteId) ?? 0));
    return {
      platformcouponId: c.platformcoupon_id,
      name: c.platformcoupon_name,
      money: parseYuan(c.money) ?? 0,
      atLeast: parseYuan(c.at_least) ?? 0,
      endTime: c.end_time,
      useScenario: c.use_scenario,
      groupIds: c.group_ids,
      siteIds: eligible.map((sh) => sh.siteId),
      eligibleBase: eligible.reduce((a, sh) => a + shopBase(sh), 0),
      groupNames: '',
    };
  });
  const platformCoupons = candidates.filter((c) => c.money > 0 && c.eligibleBase > 0 && c.atLeast <= c.eligibleBase);
  // The payment page says which levels a limited coupon is for (one query, only when one is offered).
  if (platformCoupons.some((c) => c.useScenario === 2)) {
    const nameOf = await scopeNamer(db, platformCoupons, 'neutral');
    for (const c of platformCoupons) c.groupNames = nameOf(c);
  }
  let platformCoupon: CheckoutPlatformCoupon | null = null;
  if (wantedId === undefined) platformCoupon = platformCoupons[0] ?? null;
  else if (wantedId > 0) {
    platformCoupon = platformCoupons.find((c) => c.platformcouponId === wantedId) ?? null;
    if (!platformCoupon) {
      // A level-limited coupon of the member's says why: no shop of its levels here, or too little from them.
      const sent = candidates.find((c) => c.platformcouponId === wantedId);
      if (sent && sent.useScenario === 2 && sent.money > 0) {
        const groups = (await scopeNamer(db, [sent], 'neutral'))(sent) || sent.groupIds.replace(/^,|,$/g, '');
        if (sent.siteIds.length === 0) throw checkoutError(couponMessages.platformCouponNoShop, { groups });
        throw checkoutError(couponMessages.platformCouponBelow, { groups, money: formatFen(sent.atLeast) });
      }
      throw checkoutError(orderCreateMessages.ocPlatformCouponInvalid);
    }
  }
  if (platformCoupon) {
    const pc = platformCoupon;
    const off = Math.min(pc.money, pc.eligibleBase);
    const shopParts = splitProRata(
      off,
      shops.map((sh) => (pc.siteIds.includes(sh.siteId) ? shopBase(sh) : 0)),
    );
    shops.forEach((sh, i) => {
      const parts = splitProRata(shopParts[i]!, sh.lines.map(base));
      sh.lines.forEach((l, k) => (l.platformCouponMoney = parts[k]!));
      sh.platformCouponMoney = shopParts[i]!;
    });
  }
  return { platformCoupons, platformCoupon };
};
