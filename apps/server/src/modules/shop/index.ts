import type { ModuleParts } from '../parts';
import { shopRoutes } from './shop.routes';
export { shopRoutes } from './shop.routes';
export { shopGroupNames, shopInfo, toShopInfo, type ShopRow } from './shop.service';
export { followShopTx, unfollowShopTx, isFollowing } from './shop.follow';
export { distanceKmSql, distanceKmJs, likePattern } from './shop.geo';
export { blendShopScoresTx, type ShopScores } from './shop.scores';
export * from './shop.tables';

export const shopModule: ModuleParts = { name: 'shop', routes: shopRoutes };
