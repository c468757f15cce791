export { goodsRoutes } from './goods.routes';
export { skusForCart, syncGoodsFromSkus, type CartSku } from './goods.service';
export { buildGoodsSpecFormat, skuNameOf, specCombinations, type StoredSpecGroup } from './goods.spec';
export { sanitizeHtml } from './goods.sanitize';
export * from './goods.tables';
