import { queryOptions } from '@tanstack/react-query';
import { cartApi, type CartGoodsRow } from '@mall/contract';
import { api } from '../../shared/lib/api';

/** A row of the cart's goods list (reference §4.7), typed by @mall/contract. */
export type CartRow = CartGoodsRow;

export const cartKeys = {
  all: ['cart'] as const,
  list: () => ['cart', 'goodslists'] as const,
};

export const cartListQuery = () =>
  queryOptions({
    queryKey: cartKeys.list(),
    queryFn: async ({ signal }) => {
      const rows = await api.call(cartApi.goodslists, {}, { signal });
      return Array.isArray(rows) ? rows : [];
    },
  });

/** Adds `num` of a SKU (joins an existing line of the same SKU). */
export const addToCart = (skuId: number, num: number): Promise<number> => api.call(cartApi.add, { sku_id: skuId, num });

export const editCartNum = (cartId: number, num: number): Promise<number> => api.call(cartApi.edit, { cart_id: cartId, num });

export const deleteCartLines = (cartIds: number[]): Promise<number> => api.call(cartApi.delete, { cart_id: cartIds });
