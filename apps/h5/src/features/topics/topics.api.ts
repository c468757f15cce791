import { queryOptions } from '@tanstack/react-query';
import {
  topicApi,
  type Paged,
  type TopicDetailResult,
  type TopicGoodsItem,
  type TopicGoodsPage,
  type TopicInfoAgain,
  type TopicItem,
  type TopicSkuDetail,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import { topicKeys } from './topics.keys';

/** A page of the running topics. */
export const fetchTopics = (page: number, pageSize: number): Promise<Paged<TopicItem>> =>
  api.call(topicApi.page, { page, page_size: pageSize }, { silent: true });

/** A page of a topic's goods, with the topic's banner, colour and window beside it. */
export const fetchTopicGoods = (topicId: number, page: number, pageSize: number): Promise<TopicGoodsPage> =>
  api.call(topicApi.goodsPage, { topic_id: topicId, page, page_size: pageSize }, { silent: true });

/** The first running topics, for home's DIY block. */
export const topicFirstQuery = (count: number) =>
  queryOptions({
    queryKey: [...topicKeys.list(), 'first', count],
    queryFn: async (): Promise<TopicItem[]> => (await fetchTopics(1, count)).list ?? [],
  });

/** The topic itself (its first page of goods answers it): what the topic page draws above the goods. */
export const topicHeadQuery = (topicId: number) =>
  queryOptions({
    queryKey: [...topicKeys.goods(topicId), 'head'],
    queryFn: (): Promise<TopicGoodsPage> => fetchTopicGoods(topicId, 1, 1),
  });

/** The paged goods of a topic as `PagedList` takes them. */
export const fetchTopicGoodsList = async (topicId: number, page: number, pageSize: number): Promise<Paged<TopicGoodsItem>> => {
  const r = await fetchTopicGoods(topicId, page, pageSize);
  return { page_count: r.page_count, count: r.count, list: r.list };
};

/** A topic goods row with its goods and shop. */
export const topicDetailQuery = (rowId: number) =>
  queryOptions({
    queryKey: topicKeys.detail(rowId),
    queryFn: ({ signal }): Promise<TopicDetailResult> => api.call(topicApi.goodsDetail, { topic_id: rowId }, { signal, silent: true }),
  });

/** Another SKU of the topic goods, or `{type:'again', sku_id}` naming one that is in it. */
export const fetchTopicInfo = (rowId: number, skuId: number): Promise<TopicSkuDetail | TopicInfoAgain> =>
  api.call(topicApi.goodsInfo, { topic_id: rowId, sku_id: skuId });

export const isAgain = (v: TopicSkuDetail | TopicInfoAgain | null | undefined): v is TopicInfoAgain =>
  Boolean(v && (v as TopicInfoAgain).type === 'again');
