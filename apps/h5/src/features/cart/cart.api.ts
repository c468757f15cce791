import { queryOptions } from '@tanstack/react-query';
import type { CartGoodsRow } from '@mall/contract';
import { http } from '../../shared/lib/request';

/** A row of `/api/cart/goodslists` (reference §4.7), typed by @mall/contract. */
export type CartRow = CartGoodsRow;

export const cartKeys = {
  all: ['cart'] as const,
  list: () => ['cart', 'goodslists'] as const,
};

export const cartListQuery = () =>
  queryOptions({
    queryKey: cartKeys.list(),
    queryFn: async ({ signal }) => {
      const rows = await http.get<CartRow[] | null>('/api/cart/goodslists', undefined, { signal });
      return Array.isArray(rows) ? rows : [];
    },
  });

/** Adds `num` of a SKU (joins an existing line of the same SKU). */
export const addToCart = (skuId: number, num: number): Promise<unknown> => http.post('/api/cart/add', { sku_id: skuId, num });

export const editCartNum = (cartId: number, num: number): Promise<unknown> => http.post('/api/cart/edit', { cart_id: cartId, num });

export const deleteCartLines = (cartIds: number[]): Promise<unknown> => http.post('/api/cart/delete', { cart_id: cartIds.join(',') });
