import {
  shopCategoryPageParams,
  shopGoodsCategoryTreeParams,
  shopGroupPageParams,
  shopInfoParams,
  shopMemberPagesParams,
  shopMemberParams,
  shopPageParams,
} from '@mall/contract';
import { memberRoute, route, type RouteSpec } from '../../infra/http/route';
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
  route('/api/shop/info', {
    input: shopInfoParams,
    handler: ({ site_id }, { deps }) => shopInfo(deps.database.db, site_id),
  }),
  route('/api/shop/page', {
    input: shopPageParams,
    handler: (p, { deps, websiteId }) => shopStreet(deps.database.db, p, websiteId),
  }),
  route('/api/shopcategory/page', {
    input: shopCategoryPageParams,
    handler: (p, { deps }) => shopCategoryPage(deps.database.db, p),
  }),
  route('/api/shopgroup/page', {
    input: shopGroupPageParams,
    handler: (p, { deps }) => shopGroupPage(deps.database.db, p),
  }),
  route('/api/shopgoodscategory/tree', {
    input: shopGoodsCategoryTreeParams,
    handler: ({ site_id, level }, { deps }) => shopGoodsCategoryTree(deps.database.db, site_id, level),
  }),
  memberRoute('/api/shopmember/add', {
    input: shopMemberParams,
    handler: async ({ site_id }, { deps, memberId }) => {
      await followShop(deps.database.db, memberId, site_id);
      return 1;
    },
  }),
  memberRoute('/api/shopmember/delete', {
    input: shopMemberParams,
    handler: async ({ site_id }, { deps, memberId }) => {
      await unfollowShop(deps.database.db, memberId, site_id);
      return 1;
    },
  }),
  memberRoute('/api/shopmember/issubscribe', {
    input: shopMemberParams,
    handler: ({ site_id }, { deps, memberId }) => shopIsSubscribed(deps.database.db, memberId, site_id),
  }),
  memberRoute('/api/shopmember/membershoppages', {
    input: shopMemberPagesParams,
    handler: (p, { deps, memberId }) => memberShopPages(deps.database.db, memberId, p),
  }),
];
