import { queryOptions } from '@tanstack/react-query';
import {
  seckillApi,
  type Paged,
  type SeckillDetailResult,
  type SeckillGoodsItem,
  type SeckillInfoAgain,
  type SeckillSkuDetail,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import { seckillKeys } from './seckill.keys';

/** Today's slots that still have seckill goods (reference §6). */
export const slotsQuery = () =>
  queryOptions({
    queryKey: seckillKeys.slots(),
    queryFn: async ({ signal }) => (await api.call(seckillApi.lists, {}, { signal, silent: true }))?.list ?? [],
  });

/** A page of a slot's goods. */
export const fetchSlotGoods = (slotId: number, page: number, pageSize: number): Promise<Paged<SeckillGoodsItem>> =>
  api.call(seckillApi.goodsPage, { seckill_id: slotId, page, page_size: pageSize }, { silent: true });

/** The first goods of a slot (the home block). */
export const slotGoodsQuery = (slotId: number, count: number) =>
  queryOptions({
    queryKey: [...seckillKeys.goods(slotId), 'first', count],
    queryFn: async () => (await fetchSlotGoods(slotId, 1, count)).list ?? [],
  });

/** A seckill SKU row with its goods and shop. */
export const seckillDetailQuery = (rowId: number) =>
  queryOptions({
    queryKey: seckillKeys.detail(rowId),
    queryFn: ({ signal }): Promise<SeckillDetailResult> =>
      api.call(seckillApi.goodsDetail, { seckill_id: rowId }, { signal, silent: true }),
  });

/** Another SKU of the activity, or `{type:'again', sku_id}` naming one that is in it. */
export const fetchSeckillInfo = (rowId: number, skuId: number): Promise<SeckillSkuDetail | SeckillInfoAgain> =>
  api.call(seckillApi.goodsInfo, { seckill_id: rowId, sku_id: skuId });

export const isAgain = (v: SeckillSkuDetail | SeckillInfoAgain | null | undefined): v is SeckillInfoAgain =>
  Boolean(v && (v as SeckillInfoAgain).type === 'again');
