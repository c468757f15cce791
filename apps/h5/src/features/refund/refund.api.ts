import type {
  ComplainDetailResult,
  ComplainInfo,
  Paged,
  RefundDataResult,
  RefundDetailResult,
  RefundListItem,
  RefundOrderGoods,
  RefundType,
} from '@mall/contract';
import { http } from '../../shared/lib/request';

/** After-sale calls (reference §4.11). */
export const refundKeys = {
  all: ['refund'] as const,
  data: (id: number) => ['refund', 'data', id] as const,
  detail: (id: number) => ['refund', 'detail', id] as const,
  list: () => ['refund', 'list'] as const,
  complain: (id: number) => ['refund', 'complain', id] as const,
};

export const fetchRefundData = (id: number, signal?: AbortSignal): Promise<RefundDataResult> =>
  http.get<RefundDataResult>('/api/orderrefund/refundData', { order_goods_id: id }, { signal });

export const fetchRefundDetail = (id: number, signal?: AbortSignal): Promise<RefundDetailResult> =>
  http.get<RefundDetailResult>('/api/orderrefund/detail', { order_goods_id: id }, { signal });

export const fetchRefundList = (page: number, pageSize: number): Promise<Paged<RefundListItem>> =>
  http.get<Paged<RefundListItem>>('/api/orderrefund/lists', { page, page_size: pageSize });

export const applyRefund = (p: { order_goods_id: number; refund_type: RefundType; refund_reason: string; refund_remark: string }): Promise<RefundOrderGoods> =>
  http.post<RefundOrderGoods>('/api/orderrefund/refund', p);

export const cancelRefund = (id: number): Promise<RefundOrderGoods> => http.post<RefundOrderGoods>('/api/orderrefund/cancel', { order_goods_id: id });

export const refundDelivery = (p: {
  order_goods_id: number;
  refund_delivery_name: string;
  refund_delivery_no: string;
  refund_delivery_remark: string;
}): Promise<RefundOrderGoods> => http.post<RefundOrderGoods>('/api/orderrefund/delivery', p);

export const fetchComplainDetail = (id: number, signal?: AbortSignal): Promise<ComplainDetailResult> =>
  http.get<ComplainDetailResult>('/api/ordercomplain/detail', { order_goods_id: id }, { signal });

export const submitComplain = (p: { order_goods_id: number; complain_reason: string; complain_remark: string }): Promise<ComplainInfo> =>
  http.post<ComplainInfo>('/api/ordercomplain/complain', p);

export const cancelComplain = (id: number): Promise<ComplainInfo> => http.post<ComplainInfo>('/api/ordercomplain/cancel', { order_goods_id: id });
