import { queryOptions } from '@tanstack/react-query';
import {
  presaleApi,
  type Paged,
  type PresaleDetailResult,
  type PresaleFinalPaymentResult,
  type PresaleGoodsItem,
  type PresaleInfoAgain,
  type PresaleOrder,
  type PresaleSkuDetail,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import { presaleKeys } from './presale.keys';

/** A page of presales (taking deposits first, then those about to). */
export const fetchPresalePage = (page: number, pageSize: number): Promise<Paged<PresaleGoodsItem>> =>
  api.call(presaleApi.goodsPage, { page, page_size: pageSize }, { silent: true });

/** The first presales (taking deposits first), for home's DIY block. */
export const presaleFirstQuery = (count: number) =>
  queryOptions({
    queryKey: [...presaleKeys.page(), 'first', count],
    queryFn: async (): Promise<PresaleGoodsItem[]> => (await fetchPresalePage(1, count)).list ?? [],
  });

export const presaleDetailQuery = (id: number) =>
  queryOptions({
    queryKey: presaleKeys.detail(id),
    queryFn: ({ signal }): Promise<PresaleDetailResult> => api.call(presaleApi.goodsDetail, { id }, { signal, silent: true }),
  });

export const fetchPresaleInfo = (id: number, skuId: number): Promise<PresaleSkuDetail | PresaleInfoAgain> =>
  api.call(presaleApi.goodsInfo, { id, sku_id: skuId });

export const isAgain = (v: PresaleSkuDetail | PresaleInfoAgain | null | undefined): v is PresaleInfoAgain =>
  Boolean(v && (v as PresaleInfoAgain).type === 'again');

/** The member's bookings, `status` one of 0 / 1 / 2 / -1 (null: all). */
export const fetchPresaleOrders = (status: number | null, page: number, pageSize: number): Promise<Paged<PresaleOrder>> =>
  api.call(presaleApi.orderPage, { page, page_size: pageSize, ...(status === null ? {} : { order_status: status }) }, { silent: true });

export const presaleOrderQuery = (id: number) =>
  queryOptions({
    queryKey: presaleKeys.order(id),
    queryFn: ({ signal }): Promise<PresaleOrder> => api.call(presaleApi.orderDetail, { order_id: id }, { signal, silent: true }),
  });

export const finalPaymentQuery = (id: number, isBalance: 0 | 1) =>
  queryOptions({
    queryKey: [...presaleKeys.order(id), 'final', isBalance],
    queryFn: (): Promise<PresaleFinalPaymentResult> => api.call(presaleApi.finalPayment, { id, is_balance: isBalance }, { silent: true }),
  });

/** The final pay record (balance used or not) → its out_trade_no. */
export const createFinal = (id: number, isBalance: 0 | 1, payPassword?: string): Promise<string> =>
  api.call(presaleApi.finalCreate, { id, is_balance: isBalance, ...(payPassword ? { pay_password: payPassword } : {}) });

/** The record to pay now: the deposit (待付款) or the rest (待付尾款). */
export const payNow = (id: number): Promise<string> => api.call(presaleApi.orderPay, { id });
export const closeOrder = (id: number) => api.call(presaleApi.orderClose, { order_id: id });
export const deleteOrder = (id: number) => api.call(presaleApi.orderDelete, { order_id: id });
export const applyRefund = (id: number) => api.call(presaleApi.refundApply, { order_id: id });
export const cancelRefund = (id: number) => api.call(presaleApi.refundCancel, { order_id: id });
