import { queryOptions } from '@tanstack/react-query';
import type { DiyView, GoodsSkuListItem, Paged } from '@mall/contract';
import { http } from '../../shared/lib/request';
import { parseDiyValue } from './model/diy';

/*
 * `/api/diyview/info` (reference §4.1, TEAM-BRIEF "DIY page JSON") and the goods rows of the GoodsList
 * block (`/api/goodssku/page`, §4.5); types from @mall/contract. The page JSON is still read through
 * parseDiyValue, which tolerates a JSON string and malformed blocks.
 */
export type HomeGoodsItem = GoodsSkuListItem;

export const DIY_VIEW_INDEX = 'DIY_VIEW_INDEX';

export const homeKeys = {
  diy: (name: string) => ['home', 'diy', name] as const,
  goods: (params: Record<string, string | number>) => ['home', 'goods', params] as const,
};

export const diyViewQuery = (name: string = DIY_VIEW_INDEX) =>
  queryOptions({
    queryKey: homeKeys.diy(name),
    queryFn: ({ signal }) => http.get<DiyView | null>('/api/diyview/info', { name }, { signal }),
    select: (data) => ({ title: data?.title ?? '', ...parseDiyValue(data?.value) }),
  });

export const diyGoodsQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: homeKeys.goods(params),
    queryFn: ({ signal }) => http.get<Paged<HomeGoodsItem>>('/api/goodssku/page', params, { signal }),
    select: (data) => (Array.isArray(data?.list) ? data.list : []),
  });
