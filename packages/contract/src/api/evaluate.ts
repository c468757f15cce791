import { z } from 'zod';
import { idParam } from '../core/fields';
import { pageParams } from '../core/paging';

/** Goods reviews (reference §4.5 `Goodsevaluate`). Only shown (`is_show=1`) and approved (`is_audit=1`) reviews are listed. */

/** `/api/goodsevaluate/page`: reviews of one goods, newest first. */
export const goodsEvaluatePageParams = pageParams.extend({
  goods_id: idParam(),
});
export type GoodsEvaluatePageParams = z.infer<typeof goodsEvaluatePageParams>;

/** `/api/goodsevaluate/firstinfo`: the latest review of a goods (null when none). */
export const goodsEvaluateFirstParams = z.object({
  goods_id: idParam(),
});
export type GoodsEvaluateFirstParams = z.infer<typeof goodsEvaluateFirstParams>;

/** 1 good, 2 neutral, 3 bad. */
export type EvaluateExplainType = 1 | 2 | 3;

export interface GoodsEvaluateItem {
  evaluate_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  content: string;
  /** Comma-separated image paths ('' when none). */
  images: string;
  /** 1–5 stars. */
  scores: number;
  explain_type: EvaluateExplainType;
  /** Already masked when `is_anonymous` is 1 (e.g. "李***"). */
  member_name: string;
  member_headimg: string;
  is_anonymous: number;
  /** The shop's reply to the review ('' when none). */
  explain_first: string;
  /** Follow-up review ('' when none) with its own time and pictures. */
  again_content: string;
  again_images: string;
  /** The shop's reply to the follow-up. */
  again_explain: string;
  create_time: number;
  again_time: number;
}

/** `/api/goodsevaluate/config` value: reviews on (`evaluate_status`) and shown on the detail page (`evaluate_show`). */
export interface GoodsEvaluateConfig {
  evaluate_status: 0 | 1;
  evaluate_show: 0 | 1;
}
