// Full reduction on the order side: the highest satisfied tier of a shop's running activity, split over
// the lines it covers.
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { MANJIAN_GOODS_TYPE, MANJIAN_STATUS, MANJIAN_TYPE, parseYuan, splitProRata } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import type { PromotionLine, PromotionPricing } from '../promotion.types';
import { promotionManjian } from './manjian.tables';

/** The tier of a shop's activity a checkout satisfied. */
export interface ManjianApplied {
  manjianId: number;
  manjianName: string;
  type: number;
  /** The satisfied tier's threshold as written ("99.00", or a count). */
  threshold: string;
  discountMoney: number;
  freeShipping: boolean;
  /** The tier's gift points, given once the order is paid. */
  point: number;
  /** The tier's gift shop coupon type (0 = none), given once the order is paid. */
  couponTypeId: number;
}

interface ManjianRuleRow {
  money?: unknown;
  discount_money?: unknown;
  free_shipping?: unknown;
  point?: unknown;
  coupon?: unknown;
}

/** A whole number from a rule field, else 0. */
const wholeOf = (v: unknown): number => {
  const n = Number(v ?? 0);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0;
};

/** The running full-reduction activity of each shop (newest when several): one query. */
const manjianOf = async (db: Db, siteIds: number[], at: number) => {
  const rows = await db
    .select()
    .from(promotionManjian)
    .where(
      and(
        inArray(promotionManjian.siteId, siteIds),
        eq(promotionManjian.status, MANJIAN_STATUS.RUNNING),
        lte(promotionManjian.startTime, at),
        gt(promotionManjian.endTime, at),
      ),
    )
    .orderBy(desc(promotionManjian.manjianId));
  const out = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!out.has(r.siteId)) out.set(r.siteId, r);
  return out;
};

/** Applies a manjian activity to a shop's lines (sets their promotion money); the satisfied tier or null. */
export const applyManjian = (m: typeof promotionManjian.$inferSelect | undefined, lines: PromotionLine[]): ManjianApplied | null => {
  if (!m) return null;
  const listed = new Set(m.goodsIds.split(',').filter(Boolean).map(Number));
  const eligible = lines.filter((l) => m.goodsType === MANJIAN_GOODS_TYPE.ALL || listed.has(l.goodsId));
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
  let best: { threshold: number; text: string; discount: number; freeShipping: boolean; point: number; couponTypeId: number } | null = null;
  for (const r of rules) {
    const text = String(r?.money ?? '');
    const threshold = m.type === MANJIAN_TYPE.COUNT ? (/^\d+$/.test(text) ? Number(text) : null) : parseYuan(text);
    const discount = parseYuan(String(r?.discount_money ?? '0')) ?? 0;
    if (threshold === null || threshold <= 0 || discount < 0) continue;
    const reached = m.type === MANJIAN_TYPE.COUNT ? count >= threshold : money >= threshold;
    if (reached && (!best || threshold > best.threshold))
      best = {
        threshold,
        text,
        discount,
        freeShipping: Number(r?.free_shipping) === 1,
        point: wholeOf(r?.point),
        couponTypeId: wholeOf(r?.coupon),
      };
  }
  if (!best) return null;
  const off = Math.min(best.discount, money);
  const parts = splitProRata(
    off,
    eligible.map((l) => l.goodsMoney),
  );
  eligible.forEach((l, i) => (l.promotionMoney += parts[i]!));
  return {
    manjianId: m.manjianId,
    manjianName: m.manjianName,
    type: m.type,
    threshold: best.text,
    discountMoney: off,
    freeShipping: best.freeShipping,
    point: best.point,
    couponTypeId: best.couponTypeId,
  };
};

/** Manjian as checkout pricing calls it through the promotion wing. */
export const manjianPricing: PromotionPricing<ManjianApplied> = {
  forShops: async (db, siteIds, at) => {
    const running = await manjianOf(db, siteIds, at);
    return (siteId, lines) => applyManjian(running.get(siteId), lines);
  },
};
