import {
  refundApi,
  type ComplainDetailResult,
  type ComplainInfo,
  type Paged,
  type RefundDataResult,
  type RefundDetailResult,
  type RefundListItem,
  type RefundOrderGoods,
  type RefundType,
} from '@mall/contract';
import { api } from '../../shared/lib/api';

/** After-sale calls (reference §4.11). */
export const refundKeys = {
  all: ['refund'] as const,
  data: (id: number) => ['refund', 'data', id] as const,
  detail: (id: number) => ['refund', 'detail', id] as const,
  list: () => ['refund', 'list'] as const,
  complain: (id: number) => ['refund', 'complain', id] as const,
};

export const fetchRefundData = (id: number, signal?: AbortSignal): Promise<RefundDataResult> =>
  api.call(refundApi.refundData, { order_goods_id: id }, { signal });

export const fetchRefundDetail = (id: number, signal?: AbortSignal): Promise<RefundDetailResult> =>
  api.call(refundApi.detail, { order_goods_id: id }, { signal });

export const fetchRefundList = (page: number, pageSize: number): Promise<Paged<RefundListItem>> =>
  api.call(refundApi.lists, { page, page_size: pageSize });

export const applyRefund = (p: {
  order_goods_id: number;
  refund_type: RefundType;
  refund_reason: string;
  refund_remark: string;
}): Promise<RefundOrderGoods> => api.call(refundApi.refund, p);

export const cancelRefund = (id: number): Promise<RefundOrderGoods> => api.call(refundApi.cancel, { order_goods_id: id });

export const refundDelivery = (p: {
  order_goods_id: number;
  refund_delivery_name: string;
  refund_delivery_no: string;
  refund_delivery_remark: string;
}): Promise<RefundOrderGoods> => api.call(refundApi.delivery, p);

export const fetchComplainDetail = (id: number, signal?: AbortSignal): Promise<ComplainDetailResult> =>
  api.call(refundApi.complainDetail, { order_goods_id: id }, { signal });

export const submitComplain = (p: { order_goods_id: number; complain_reason: string; complain_remark: string }): Promise<ComplainInfo> =>
  api.call(refundApi.complain, p);

export const cancelComplain = (id: number): Promise<ComplainInfo> => api.call(refundApi.complainCancel, { order_goods_id: id });
