import { shopApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import {
  followShop,
  memberShopPages,
  shopCategoryPage,
  shopGoodsCategoryTree,
  shopGroupPage,
  shopInfo,
  shopIsSubscribed,
  shopStreet,
  unfollowShop,
} from './shop.service';

/** Shop endpoints (reference §4.6): street, info, follows, in-shop categories, shop main categories. */
export const shopRoutes = (): RouteSpec[] => [
  serve(shopApi.info, ({ site_id }, { deps }) => shopInfo(deps.database.db, site_id)),
  serve(shopApi.page, (p, { deps, websiteId }) => shopStreet(deps.database.db, p, websiteId)),
  serve(shopApi.categoryPage, (p, { deps }) => shopCategoryPage(deps.database.db, p)),
  serve(shopApi.groupPage, (p, { deps }) => shopGroupPage(deps.database.db, p)),
  serve(shopApi.goodsCategoryTree, ({ site_id, level }, { deps }) => shopGoodsCategoryTree(deps.database.db, site_id, level)),
  serve(shopApi.follow, async ({ site_id }, { deps, memberId }) => {
    await followShop(deps.database.db, memberId, site_id);
    return 1;
  }),
  serve(shopApi.unfollow, async ({ site_id }, { deps, memberId }) => {
    await unfollowShop(deps.database.db, memberId, site_id);
    return 1;
  }),
  serve(shopApi.isSubscribed, ({ site_id }, { deps, memberId }) => shopIsSubscribed(deps.database.db, memberId, site_id)),
  serve(shopApi.memberShopPages, (p, { deps, memberId }) => memberShopPages(deps.database.db, memberId, p)),
];
