import { orderApi, type GoodsEvaluateWriteResult, type OrderEvaluateInfo, type UploadResult } from '@mall/contract';
import { api } from '../../shared/lib/api';
import { http } from '../../shared/lib/request';
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

export const addReviews = (p: {
  order_id: number;
  is_anonymous: 0 | 1;
  lines: ReviewLine[];
  shop: { desc: number; service: number; delivery: number };
}) =>
  http.post<GoodsEvaluateWriteResult>('/api/goodsevaluate/add', {
    order_id: p.order_id,
    is_anonymous: p.is_anonymous,
    goods_evaluate: JSON.stringify(
      p.lines.map((l) => ({ order_goods_id: l.order_goods_id, content: l.content, images: l.images.join(','), scores: l.scores })),
    ),
    shop_desccredit: p.shop.desc,
    shop_servicecredit: p.shop.service,
    shop_deliverycredit: p.shop.delivery,
  });

export const addFollowUps = (p: { order_id: number; lines: ReviewLine[] }) =>
  http.post<GoodsEvaluateWriteResult>('/api/goodsevaluate/again', {
    order_id: p.order_id,
    goods_evaluate: JSON.stringify(
      p.lines.map((l) => ({ order_goods_id: l.order_goods_id, again_content: l.content, again_images: l.images.join(',') })),
    ),
  });

/** `/api/upload/evaluateimg` (multipart field `file`) → `{pic_path}`. */
export const uploadReviewImage = (file: Blob, filename: string): Promise<UploadResult> =>
  uploadFile<UploadResult>('evaluateimg', file, filename);
