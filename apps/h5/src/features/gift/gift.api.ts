import { queryOptions } from '@tanstack/react-query';
import { giftApi, type GiftOrder, type Paged } from '@mall/contract';
import { api } from '../../shared/lib/api';

export const giftKeys = {
  all: ['gift'] as const,
  orders: () => ['gift', 'orders'] as const,
  order: (id: number) => ['gift', 'order', id] as const,
};

export const fetchGiftOrders = (page: number, pageSize: number): Promise<Paged<GiftOrder>> =>
  api.call(giftApi.orderPage, { page, page_size: pageSize });

export const giftOrderQuery = (id: number) =>
  queryOptions({ queryKey: giftKeys.order(id), queryFn: ({ signal }) => api.call(giftApi.orderInfo, { order_id: id }, { signal }) });
