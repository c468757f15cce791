import { queryOptions } from '@tanstack/react-query';
import { diyApi, goodsApi, type DiyView, type GoodsSkuListItem, type Lang } from '@mall/contract';
import { api } from '../../shared/lib/api';
import { takeBoot } from '../../shared/lib/boot';
import { useAppState } from '../../shared/state/app';
import { parseDiyValue } from './model/diy';

/*
 * `/api/diyview/info` (reference §4.1) and the goods rows of the GoodsList block (`/api/goodssku/page`, §4.5);
 * types from @mall/contract. `value` comes as a JSON string (as Niushop sends it), read by parseDiyValue,
 * which also drops malformed blocks. The server answers the operator's texts in the request's language
 * (Accept-Language follows the shopper's choice), so the pages are cached per language.
 */
const currentLang = (): Lang => useAppState.getState().lang;
export type HomeGoodsItem = GoodsSkuListItem;

export const DIY_VIEW_INDEX = 'DIY_VIEW_INDEX';
export const DIY_VIEW_CITY_INDEX = 'DIY_VIEW_CITY_INDEX';

export const homeKeys = {
  diy: (name: string, lang: Lang = currentLang()) => ['home', 'diy', name, lang] as const,
  goods: (params: Record<string, string | number>) => ['home', 'goods', params] as const,
};

/** A decorated page by name: its title, global settings and blocks; `found` is false when there is no such page. */
export const diyViewQuery = (name: string = DIY_VIEW_INDEX, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: homeKeys.diy(name, lang),
    queryFn: ({ signal }) => api.call(diyApi.viewInfo, { name }, { signal }),
    select: (data) => ({ found: data != null, title: data?.title ?? '', ...parseDiyValue(data?.value) }),
  });

/** The key of the home page the server wove into the shell for a language (infra/http/h5shell.ts). */
const bootKey = (lang: Lang) => `${DIY_VIEW_INDEX}:${lang}`;

/**
 * The home page: the chosen city sub-site's home (`DIY_VIEW_CITY_INDEX`), else the mall's `DIY_VIEW_INDEX`
 * (taken from the app shell on the first load when the server put it there, in the shopper's language).
 */
export const homeViewQuery = (websiteId: number, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: [...homeKeys.diy(DIY_VIEW_INDEX, lang), websiteId] as const,
    queryFn: async ({ signal }) => {
      if (websiteId > 0) {
        const city = await api.call(diyApi.viewInfo, { name: DIY_VIEW_CITY_INDEX, web_city: websiteId }, { signal });
        if (city) return city;
      }
      // The server wove the mall's home into the app shell: the first load needs no request.
      const woven = websiteId > 0 ? undefined : takeBoot<DiyView | null>('diy', bootKey(lang));
      if (woven !== undefined) return woven;
      return api.call(diyApi.viewInfo, { name: DIY_VIEW_INDEX }, { signal });
    },
    // Taken synchronously when present, so the page's first render (a transition) already draws the blocks
    // instead of drawing a skeleton and then re-rendering the whole page when the query settles.
    initialData: () => (websiteId > 0 ? undefined : takeBoot<DiyView | null>('diy', bootKey(lang))),
    select: (data) => ({ title: data?.title ?? '', cityName: data?.site_area_name ?? '', ...parseDiyValue(data?.value) }),
  });

export const diyGoodsQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: homeKeys.goods(params),
    queryFn: ({ signal }) => api.call(goodsApi.skuPage, params, { signal }),
    select: (data) => (Array.isArray(data?.list) ? data.list : []),
  });
