import { and, count, desc, eq } from 'drizzle-orm';
import {
  EVALUATE_AUDIT,
  EVALUATE_EXPLAIN_TYPE,
  pageCount,
  type EvaluateExplainType,
  type GoodsEvaluateConfig,
  type GoodsEvaluateItem,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { getSetting } from '../settings';
import { goodsEvaluate } from './evaluate.tables';

type Row = typeof goodsEvaluate.$inferSelect;

/** "李小明" → "李***"; one-letter names keep their letter; empty stays empty. */
export const maskName = (name: string): string => {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  return `${chars[0]}***`;
};

const visible = (goodsId: number) =>
  and(eq(goodsEvaluate.goodsId, goodsId), eq(goodsEvaluate.isShow, 1), eq(goodsEvaluate.isAudit, EVALUATE_AUDIT.APPROVED));

const toItem = (r: Row): GoodsEvaluateItem => ({
  evaluate_id: r.evaluateId,
  goods_id: r.goodsId,
  sku_id: r.skuId,
  sku_name: r.skuName,
  content: r.content,
  images: r.images,
  scores: r.scores,
  explain_type: (r.explainType === EVALUATE_EXPLAIN_TYPE.NEUTRAL || r.explainType === EVALUATE_EXPLAIN_TYPE.BAD
    ? r.explainType
    : EVALUATE_EXPLAIN_TYPE.GOOD) as EvaluateExplainType,
  member_name: r.isAnonymous === 1 ? maskName(r.memberName) : r.memberName,
  // An anonymous reviewer's picture is not shown either.
  member_headimg: r.isAnonymous === 1 ? '' : r.memberHeadimg,
  is_anonymous: r.isAnonymous,
  explain_first: r.explainFirst,
  again_content: r.againContent,
  again_images: r.againImages,
  again_explain: r.againExplain,
  create_time: r.createTime,
  again_time: r.againTime,
});

/** Number of visible reviews of a goods (what `goods.evaluate` keeps). */
export const evaluateCount = async (db: Db, goodsId: number): Promise<number> => {
  const [{ n }] = await db.select({ n: count() }).from(goodsEvaluate).where(visible(goodsId));
  return n;
};

export const evaluatePage = async (db: Db, goodsId: number, page: number, pageSize: number): Promise<Paged<GoodsEvaluateItem>> => {
  const total = await evaluateCount(db, goodsId);
  const result: Paged<GoodsEvaluateItem> = { page_count: pageCount(total, pageSize), count: total, list: [] };
  const offset = (page - 1) * pageSize;
  if (total === 0 || offset >= total) return result;
  const rows = await db
    .select()
    .from(goodsEvaluate)
    .where(visible(goodsId))
    .orderBy(desc(goodsEvaluate.createTime), desc(goodsEvaluate.evaluateId))
    .limit(pageSize)
    .offset(offset);
  result.list = rows.map(toItem);
  return result;
};

export const evaluateFirst = async (db: Db, goodsId: number): Promise<GoodsEvaluateItem | null> => {
  const [row] = await db
    .select()
    .from(goodsEvaluate)
    .where(visible(goodsId))
    .orderBy(desc(goodsEvaluate.createTime), desc(goodsEvaluate.evaluateId))
    .limit(1);
  return row ? toItem(row) : null;
};

/** The EVALUATE_CONFIG setting; reviews are on and shown unless the operator turned them off. */
export const evaluateConfig = async (db: Db): Promise<GoodsEvaluateConfig> => {
  const row = await getSetting(db, 'EVALUATE_CONFIG');
  const v = row.value;
  return {
    evaluate_status: v.evaluate_status === 0 ? 0 : 1,
    evaluate_show: v.evaluate_show === 0 ? 0 : 1,
  };
};
