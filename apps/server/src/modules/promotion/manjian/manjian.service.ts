import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { formatFen, MANJIAN_GOODS_TYPE, MANJIAN_STATUS, nowSeconds, type ManjianInfo, type ManjianRule, type ManjianRuleCoupon } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { couponType } from '../../coupon';
import { goods } from '../../goods';
import { promotionManjian } from './manjian.tables';

/** The tiers stored as JSON text, ascending by threshold; [] for text that is not a list of tiers. */
export const parseManjianRules = (text: string): ManjianRule[] => {
  let v: unknown;
  try {
    v = JSON.parse(text || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(v)) return [];
  return (v as unknown[])
    .filter((r): r is ManjianRule => !!r && typeof r === 'object' && 'money' in r && 'discount_money' in r)
    .sort((a, b) => Number(a.money) - Number(b.money));
};

/** Each tier's gift coupon, expanded into `coupon_data` (one query for all tiers). */
const withCouponData = async (db: Db, rules: ManjianRule[]): Promise<ManjianRule[]> => {
  const ids = [...new Set(rules.map((r) => Number(r.coupon ?? 0)).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (ids.length === 0) return rules;
  const types = await db
    .select({ id: couponType.couponTypeId, name: couponType.couponName, type: couponType.type, money: couponType.money, discount: couponType.discount, atLeast: couponType.atLeast })
    .from(couponType)
    .where(inArray(couponType.couponTypeId, ids));
  const byId = new Map<number, ManjianRuleCoupon>(
    types.map((t) => [
      t.id,
      { coupon_type_id: t.id, coupon_name: t.name, type: t.type, money: formatFen(t.money), discount: (t.discount / 10).toFixed(1), at_least: formatFen(t.atLeast) },
    ]),
  );
  return rules.map((r) => {
    const data = byId.get(Number(r.coupon ?? 0));
    return data ? { ...r, coupon_data: data } : r;
  });
};

/** The running full-reduction rule of the goods' shop that covers the goods, or null. */
export const manjianForGoods = async (db: Db, goodsId: number, at = nowSeconds()): Promise<ManjianInfo | null> => {
  const [g] = await db.select({ siteId: goods.siteId }).from(goods).where(eq(goods.goodsId, goodsId)).limit(1);
  if (!g) return null;
  const [r] = await db
    .select()
    .from(promotionManjian)
    .where(
      and(
        eq(promotionManjian.siteId, g.siteId),
        eq(promotionManjian.status, MANJIAN_STATUS.RUNNING),
        lte(promotionManjian.startTime, at),
        gt(promotionManjian.endTime, at),
        or(eq(promotionManjian.goodsType, MANJIAN_GOODS_TYPE.ALL), sql`${promotionManjian.goodsIds} like ${`%,${goodsId},%`}`),
      ),
    )
    .orderBy(desc(promotionManjian.manjianId))
    .limit(1);
  if (!r) return null;
  return {
    manjian_id: r.manjianId,
    site_id: r.siteId,
    manjian_name: r.manjianName,
    type: r.type,
    goods_type: r.goodsType,
    rule_json: await withCouponData(db, parseManjianRules(r.ruleJson)),
    start_time: r.startTime,
    end_time: r.endTime,
    status: r.status,
    remark: r.remark,
  };
};
