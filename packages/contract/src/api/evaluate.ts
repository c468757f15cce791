import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idParam } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import { UPLOAD_FILE_FIELD, type UploadResult } from './upload';

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

/** A review's `explain_type`, derived from its stars: good (4–5), neutral (3), bad (1–2). */
export const EVALUATE_EXPLAIN_TYPE = { GOOD: 1, NEUTRAL: 2, BAD: 3 } as const;
export type EvaluateExplainType = (typeof EVALUATE_EXPLAIN_TYPE)[keyof typeof EVALUATE_EXPLAIN_TYPE];

/**
 * `evaluate_status` of an order line, and of the order once all its lines reached it: not reviewed yet,
 * reviewed, followed up (a line is reviewed once and followed up once).
 */
export const EVALUATE_STATUS = { NONE: 0, DONE: 1, AGAIN: 2 } as const;
export type EvaluateStatus = (typeof EVALUATE_STATUS)[keyof typeof EVALUATE_STATUS];

/** An order's `is_evaluate`: whether it is open for reviews (set once the goods were received). */
export const ORDER_IS_EVALUATE = { NO: 0, YES: 1 } as const;

/** A review's `is_audit`: waiting for the operator, approved (listed), refused. */
export const EVALUATE_AUDIT = { WAITING: 0, APPROVED: 1, REFUSED: -1 } as const;

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

// ---------------------------------------------------------------- writing reviews (order side)

/** Pictures one review (or follow-up) may carry. */
export const EVALUATE_MAX_IMAGES = 6;
export const EVALUATE_CONTENT_MAX = 500;

/** Upload paths of review pictures (what `/api/upload/evaluateimg` answers), comma-separated. */
const imagesParam = z.preprocess(
  (v) => (v === undefined || v === null ? '' : Array.isArray(v) ? v.join(',') : v),
  z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(255)).max(EVALUATE_MAX_IMAGES)),
);

/** A JSON array sent as text (the mall's clients send `goods_evaluate` as a JSON string). */
const jsonArray = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, z.array(item).min(1).max(max));

const scoreParam = (d?: number) => {
  const s = z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v === '' || v === null ? undefined : v),
    z.number().int().min(1).max(5),
  );
  return d === undefined ? s : z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional().default(d));
};
const flag01 = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(0), z.literal(1)]),
);

/** One line of `/api/goodsevaluate/add`; the goods, SKU and price are taken from the order line itself. */
export const goodsEvaluateAddItem = z.object({
  order_goods_id: idParam(),
  content: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(EVALUATE_CONTENT_MAX)),
  images: imagesParam,
  /** 1–5 stars; `explain_type` is derived (4–5 good, 3 neutral, 1–2 bad). */
  scores: scoreParam(),
  /** Per-line override of the request's `is_anonymous`. */
  is_anonymous: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)]).optional(),
  ),
});

/** `/api/goodsevaluate/add`: one review per line of an order in status 4/10 that may be evaluated; shop scores 1–5 (default 5). */
export const goodsEvaluateAddParams = z.object({
  order_id: idParam(),
  is_anonymous: flag01,
  goods_evaluate: jsonArray(goodsEvaluateAddItem, 100),
  shop_desccredit: scoreParam(5),
  shop_servicecredit: scoreParam(5),
  shop_deliverycredit: scoreParam(5),
});
export type GoodsEvaluateAddParams = z.infer<typeof goodsEvaluateAddParams>;

/** One line of `/api/goodsevaluate/again` (follow-up, once per reviewed line). */
export const goodsEvaluateAgainItem = z.object({
  order_goods_id: idParam(),
  again_content: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(EVALUATE_CONTENT_MAX)),
  again_images: imagesParam,
});

export const goodsEvaluateAgainParams = z.object({
  order_id: idParam(),
  goods_evaluate: jsonArray(goodsEvaluateAgainItem, 100),
});
export type GoodsEvaluateAgainParams = z.infer<typeof goodsEvaluateAgainParams>;

/** Answer of add/again: how many reviews were written and whether they wait for approval. */
export interface GoodsEvaluateWriteResult {
  count: number;
  /** 1 approved at once, 0 waiting for the operator (`EVALUATE_AUDIT`; `evaluate_audit` setting). */
  is_audit: typeof EVALUATE_AUDIT.APPROVED | typeof EVALUATE_AUDIT.WAITING;
}

/**
 * `/api/upload/evaluateimg`: multipart/form-data with the picture in field `file` (like `/api/upload/headimg`);
 * answers `{pic_path}` under `upload/evaluate/…` with square variants of these edges.
 */
export const EVALUATE_IMAGE_VARIANTS = { big: 600, mid: 300, small: 150 } as const;
/** The file is read from the multipart body by the server (any value passes the params check). */
export const evaluateImageParams = z.object({ [UPLOAD_FILE_FIELD]: z.unknown().optional() });

/** Operator `/admin/api/goodsevaluate/audit` (header x-admin-key): approve (1) or refuse (-1) a review waiting for approval. */
export const goodsEvaluateAuditParams = z.object({
  evaluate_id: idParam(),
  action: z.enum(['agree', 'refuse']),
});
export type GoodsEvaluateAuditParams = z.infer<typeof goodsEvaluateAuditParams>;

export interface GoodsEvaluateAuditResult {
  evaluate_id: number;
  is_audit: typeof EVALUATE_AUDIT.APPROVED | typeof EVALUATE_AUDIT.REFUSED;
}

/** Goods reviews (reference §4.5): reading, writing from an order, review pictures and the operator's decision. */
export const evaluateApi = {
  page: endpoint({
    path: '/api/goodsevaluate/page',
    access: 'visitor',
    params: goodsEvaluatePageParams,
    response: returns<Paged<GoodsEvaluateItem>>(),
    summary: 'One page of the shown reviews of a goods, newest first',
  }),
  firstInfo: endpoint({
    path: '/api/goodsevaluate/firstinfo',
    access: 'visitor',
    params: goodsEvaluateFirstParams,
    response: returns<GoodsEvaluateItem | null>(),
    summary: "A goods' newest shown review (null when none)",
  }),
  config: endpoint({
    path: '/api/goodsevaluate/config',
    access: 'visitor',
    response: returns<GoodsEvaluateConfig>(),
    summary: 'Whether reviews are open and shown',
  }),
  add: endpoint({
    path: '/api/goodsevaluate/add',
    access: 'member',
    params: goodsEvaluateAddParams,
    response: returns<GoodsEvaluateWriteResult>(),
    write: true,
    summary: "Review the goods of one of the member's orders",
  }),
  again: endpoint({
    path: '/api/goodsevaluate/again',
    access: 'member',
    params: goodsEvaluateAgainParams,
    response: returns<GoodsEvaluateWriteResult>(),
    write: true,
    summary: "Add a follow-up review to an order's reviews",
  }),
  audit: endpoint({
    path: '/admin/api/goodsevaluate/audit',
    access: 'operator',
    params: goodsEvaluateAuditParams,
    response: returns<GoodsEvaluateAuditResult>(),
    write: true,
    summary: 'Operator: approve or refuse a review waiting for approval',
  }),
  uploadImage: endpoint({
    path: '/api/upload/evaluateimg',
    access: 'member',
    params: evaluateImageParams,
    response: returns<UploadResult>(),
    write: true,
    summary: 'Upload a review picture (multipart, field `file`)',
  }),
};
