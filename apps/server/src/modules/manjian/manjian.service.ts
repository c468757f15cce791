import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { ManjianInfo } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { goods } from '../goods';
import { promotionManjian } from './manjian.tables';

/** The running full-reduction rule of the goods' shop that covers the goods, or null. */
export const manjianForGoods = async (db: Db, goodsId: number, at = Math.floor(Date.now() / 1000)): Promise<ManjianInfo | null> => {
  const [g] = await db.select({ siteId: goods.siteId }).from(goods).where(eq(goods.goodsId, goodsId)).limit(1);
  if (!g) return null;
  const [r] = await db
    .select()
    .from(promotionManjian)
    .where(
      and(
        eq(promotionManjian.siteId, g.siteId),
        eq(promotionManjian.status, 1),
        lte(promotionManjian.startTime, at),
        gt(promotionManjian.endTime, at),
        or(eq(promotionManjian.goodsType, 1), sql`${promotionManjian.goodsIds} like ${`%,${goodsId},%`}`),
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
    rule_json: r.ruleJson,
    start_time: r.startTime,
    end_time: r.endTime,
    status: r.status,
    remark: r.remark,
  };
};
