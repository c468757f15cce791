// Pricing steps of a checkout: the exact pro-rata split, manjian, shop coupon scope and the platform coupon.
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { formatFen, parseYuan } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { couponMessages, scopeAllows, scopeNamer, usablePlatformCoupons } from '../coupon';
import { promotionManjian } from '../manjian';
import { shop } from '../shop';
import { checkoutError, type CheckoutLine, type CheckoutManjian, type CheckoutParams, type CheckoutPlatformCoupon, type CheckoutShop } from './checkout.types';
import { orderCreateMessages } from './ordercreate.messages';

/**
 * Splits `total` fen over `weights` pro rata, exactly (largest remainder; ties to the earlier line);
 * no part exceeds its weight (a total above Σweights is capped to it).
 */
export const splitProRata = (total: number, weights: number[]): number[] => {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  // Never more than there is to take from.
  const T = BigInt(Math.min(total, sum));
  const S = BigInt(sum);
  const parts = weights.map((w) => (T * BigInt(Math.max(0, w))) / S);
  const rems = weights.map((w, i) => ({ i, r: (T * BigInt(Math.max(0, w))) % S }));
  let left = Math.min(total, sum) - parts.reduce((a, b) => a + Number(b), 0);
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rems) {
    if (left <= 0) break;
    if (parts[i]! < BigInt(Math.max(0, weights[i]!))) {
      parts[i]! += 1n;
      left -= 1;
    }
  }
  return parts.map(Number);
};

interface ManjianRuleRow {
  money?: unknown;
  discount_money?: unknown;
  free_shipping?: unknown;
}

/** The running full-reduction activity of each shop (newest when several): one query. */
export const manjianOf = async (db: Db, siteIds: number[], at: number) => {
  const rows = await db
    .select()
    .from(promotionManjian)
    .where(and(inArray(promotionManjian.siteId, siteIds), eq(promotionManjian.status, 1), lte(promotionManjian.startTime, at), gt(promotionManjian.endTime, at)))
    .orderBy(desc(promotionManjian.manjianId));
  const out = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!out.has(r.siteId)) out.set(r.siteId, r);
  return out;
};

/** Applies a manjian activity to a shop's lines (sets their promotion money); the satisfied tier or null. */
export const applyManjian = (m: typeof promotionManjian.$inferSelect | undefined, lines: CheckoutLine[]): CheckoutManjian | null => {
  if (!m) return null;
  const listed = new Set(m.goodsIds.split(',').filter(Boolean).map(Number));
  const eligible = lines.filter((l) => m.goodsType === 1 || listed.has(l.goodsId));
  if (eligible.length === 0) return null;
  const money = eligible.reduce((s, l) => s + l.goodsMoney, 0);
  const count = eligible.reduce((s, l) => s + l.num, 0);
  let rules: ManjianRuleRow[];
  try {
    const parsed: unknown = JSON.parse(m.ruleJson);
    rules = Array.isArray(parsed) ? (parsed as ManjianRuleRow[]) : [];
  } catch {
    rules = [];
  }
  let best: { threshold: number; text: string; discount: number; freeShipping: boolean } | null = null;
  for (const r of rules) {
    const text = String(r?.money ?? '');
    const threshold = m.type === 1 ? (/^\d+$/.test(text) ? Number(text) : null) : parseYuan(text);
    const discount = parseYuan(String(r?.discount_money ?? '0')) ?? 0;
    if (threshold === null || threshold <= 0 || discount < 0) continue;
    const reached = m.type === 1 ? count >= threshold : money >= threshold;
    if (reached && (!best || threshold > best.threshold)) best = { threshold, text, discount, freeShipping: Number(r?.free_shipping) === 1 };
  }
  if (!best) return null;
  const off = Math.min(best.discount, money);
  const parts = splitProRata(off, eligible.map((l) => l.goodsMoney));
  eligible.forEach((l, i) => (l.promotionMoney += parts[i]!));
  return { manjianId: m.manjianId, manjianName: m.manjianName, type: m.type, threshold: best.text, discountMoney: off, freeShipping: best.freeShipping };
};

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
  memberId: number,
  shops: CheckoutShop[],
  siteIds: number[],
  wantedId: CheckoutParams['platform_coupon_id'],
): Promise<{ platformCoupons: CheckoutPlatformCoupon[]; platformCoupon: CheckoutPlatformCoupon | null }> => {
  // Platform coupon: one for the whole checkout, on the goods money left after shop discounts. A coupon
  // limited to shop levels (use_scenario 2) only counts the goods of the shops of those levels: they must
  // reach its threshold, and the discount is split over those shops only.
  const shopBase = (sh: CheckoutShop) => sh.lines.reduce((a, l) => a + base(l), 0);
  const held = await usablePlatformCoupons(db, memberId);
  // The shops' levels are read only when a held coupon is limited to levels (one query).
  const levelOf = held.some((c) => c.use_scenario === 2)
    ? new Map(
        (await db.select({ siteId: shop.siteId, groupId: shop.groupId }).from(shop).where(inArray(shop.siteId, siteIds))).map((r) => [r.siteId, r.groupId]),
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
