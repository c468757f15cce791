import { orderApi, type OrderEvaluateInfo, type UploadResult, evaluateApi } from '@mall/contract';
import { api } from '../../shared/lib/api';
import { uploadFile } from '../member';

export const reviewKeys = {
  info: (orderId: number) => ['order', 'evaluate', orderId] as const,
};

/** `/api/order/evluateinfo`: the lines of a received order to review (or follow up). */
export const fetchEvaluateInfo = (orderId: number, signal?: AbortSignal): Promise<OrderEvaluateInfo> =>
  api.call(orderApi.evluateinfo, { order_id: orderId }, { signal });

export interface ReviewLine {
  order_goods_id: number;
  content: string;
  images: string[];
  scores: number;
}

/*
 * `goods_evaluate` travels as JSON text, as the mall's clients send it (the request encoder would join an array
 * of objects with commas), so these params are built as a plain record rather than the parsed line type.
 */
export const addReviews = (p: {
  order_id: number;
  is_anonymous: 0 | 1;
  lines: ReviewLine[];
  shop: { desc: number; service: number; delivery: number };
}) => {
  const params: Record<string, unknown> = {
    order_id: p.order_id,
    is_anonymous: p.is_anonymous,
    goods_evaluate: JSON.stringify(
      p.lines.map((l) => ({ order_goods_id: l.order_goods_id, content: l.content, images: l.images.join(','), scores: l.scores })),
    ),
    shop_desccredit: p.shop.desc,
    shop_servicecredit: p.shop.service,
    shop_deliverycredit: p.shop.delivery,
  };
  return api.call(evaluateApi.add, params);
};

export const addFollowUps = (p: { order_id: number; lines: ReviewLine[] }) => {
  const params: Record<string, unknown> = {
    order_id: p.order_id,
    goods_evaluate: JSON.stringify(
      p.lines.map((l) => ({ order_goods_id: l.order_goods_id, again_content: l.content, again_images: l.images.join(',') })),
    ),
  };
  return api.call(evaluateApi.again, params);
};

/** `/api/upload/evaluateimg` (multipart field `file`) → `{pic_path}`. */
export const uploadReviewImage = (file: Blob, filename: string): Promise<UploadResult> =>
  uploadFile<UploadResult>('evaluateimg', file, filename);
