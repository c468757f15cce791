import { queryOptions } from '@tanstack/react-query';
import { goodsApi } from '@mall/contract';
import { api } from '../../shared/lib/api';
import { splitWords } from './model/history';

/** Search words and suggestions (reference §4.5; `/api/goodssku/suggest` is this mall's own). */
export const searchKeys = {
  hot: ['search', 'hot'] as const,
  default: ['search', 'default'] as const,
  suggest: (keyword: string) => ['search', 'suggest', keyword] as const,
};

export const hotWordsQuery = () =>
  queryOptions({
    queryKey: searchKeys.hot,
    queryFn: ({ signal }) => api.call(goodsApi.hotSearchWords, {}, { signal, silent: true }),
    select: (d) => splitWords(d?.words),
    staleTime: 5 * 60_000,
  });

export const defaultWordQuery = () =>
  queryOptions({
    queryKey: searchKeys.default,
    queryFn: ({ signal }) => api.call(goodsApi.defaultSearchWords, {}, { signal, silent: true }),
    select: (d) => splitWords(d?.words)[0] ?? '',
    staleTime: 5 * 60_000,
  });

export const suggestQuery = (keyword: string) =>
  queryOptions({
    queryKey: searchKeys.suggest(keyword),
    queryFn: ({ signal }) => api.call(goodsApi.suggest, { keyword, size: 10 }, { signal, silent: true }),
    select: (d) => (Array.isArray(d) ? d : []),
    enabled: keyword.trim() !== '',
    staleTime: 60_000,
  });
