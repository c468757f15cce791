import { queryOptions } from '@tanstack/react-query';
import { pointExchangeApi, type Paged, type PointExchangeCreated, type PointExchangeGoods, type PointExchangeOrder } from '@mall/contract';
import { api } from '../../shared/lib/api';

export const pointKeys = {
  all: ['pointexchange'] as const,
  goods: (type: number) => ['pointexchange', 'goods', type] as const,
  detail: (id: number) => ['pointexchange', 'detail', id] as const,
  payment: (id: number, num: number, addressId: number) => ['pointexchange', 'payment', id, num, addressId] as const,
  orders: (status: number | 'all') => ['pointexchange', 'orders', status] as const,
  order: (id: number) => ['pointexchange', 'order', id] as const,
};

/** Items of one type (0 = all), a page at a time. */
export const fetchExchangeGoods = (type: number, page: number, pageSize: number): Promise<Paged<PointExchangeGoods>> =>
  api.call(pointExchangeApi.page, { page, page_size: pageSize, ...(type > 0 ? { type } : {}) });

export const exchangeDetailQuery = (id: number) =>
  queryOptions({ queryKey: pointKeys.detail(id), queryFn: ({ signal }) => api.call(pointExchangeApi.detail, { id }, { signal }) });

export const exchangePaymentQuery = (id: number, num: number, addressId: number) =>
  queryOptions({
    queryKey: pointKeys.payment(id, num, addressId),
    queryFn: ({ signal }) =>
      api.call(pointExchangeApi.payment, { id, num, ...(addressId > 0 ? { address_id: addressId } : {}) }, { signal }),
  });

export const createExchange = (p: { id: number; num: number; address_id?: number; buyer_message: string }): Promise<PointExchangeCreated> =>
  api.call(pointExchangeApi.create, p);

export const fetchExchangeOrders = (status: number | 'all', page: number, pageSize: number): Promise<Paged<PointExchangeOrder>> =>
  api.call(pointExchangeApi.orderPage, { page, page_size: pageSize, ...(status === 'all' ? {} : { order_status: status }) });

export const exchangeOrderQuery = (id: number) =>
  queryOptions({
    queryKey: pointKeys.order(id),
    queryFn: ({ signal }) => api.call(pointExchangeApi.orderInfo, { order_id: id }, { signal }),
  });

export const closeExchangeOrder = (orderId: number): Promise<number> => api.call(pointExchangeApi.close, { order_id: orderId });
