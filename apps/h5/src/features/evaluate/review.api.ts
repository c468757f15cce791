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

/** `goods_evaluate` goes as JSON text (the request encoder writes an array of objects that way). */
export const addReviews = (p: {
  order_id: number;
  is_anonymous: 0 | 1;
  lines: ReviewLine[];
  shop: { desc: number; service: number; delivery: number };
}) =>
  api.call(evaluateApi.add, {
    order_id: p.order_id,
    is_anonymous: p.is_anonymous,
    goods_evaluate: p.lines.map((l) => ({ order_goods_id: l.order_goods_id, content: l.content, images: l.images, scores: l.scores })),
    shop_desccredit: p.shop.desc,
    shop_servicecredit: p.shop.service,
    shop_deliverycredit: p.shop.delivery,
  });

export const addFollowUps = (p: { order_id: number; lines: ReviewLine[] }) =>
  api.call(evaluateApi.again, {
    order_id: p.order_id,
    goods_evaluate: p.lines.map((l) => ({ order_goods_id: l.order_goods_id, again_content: l.content, again_images: l.images })),
  });

/** `/api/upload/evaluateimg` (multipart field `file`) → `{pic_path}`. */
export const uploadReviewImage = (file: Blob, filename: string): Promise<UploadResult> =>
  uploadFile<UploadResult>(evaluateApi.uploadImage, file, filename);
