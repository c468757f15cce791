export { shopRoutes } from './shop.routes';
export { shopInfo, toShopInfo, type ShopRow } from './shop.service';
export * from './shop.tables';
