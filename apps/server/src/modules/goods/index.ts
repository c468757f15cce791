import type { ModuleParts } from '../parts';
import { goodsRoutes } from './goods.routes';
import { goodsFindRoutes } from './goods.find.routes';
export { goodsRoutes } from './goods.routes';
export { goodsFindRoutes } from './goods.find.routes';
export { goodsSkuPage, goodsSkuRecommend } from './goods.list';
export { listConditions, onSaleCondition } from './goods.listconditions';
export { HOT_SEARCH_WORDS, DEFAULT_SEARCH_WORDS } from './goods.search';
export { skusForCart, syncGoodsFromSkus, type CartSku } from './goods.service';
export { skuPriceAt, skuPriceFieldsAt, type SkuPriceFields } from './goods.price';
export { clearSkuPromotionPricesTx, putSkuPromotionPricesTx, type SkuPromotionWindow } from './goods.promotionprice';
export { buildGoodsSpecFormat, readSkuSpec, readStoredSpecs, skuNameOf, specCombinations, type StoredSpecGroup } from './goods.specformat';
export { sanitizeHtml } from './goods.sanitize';
export * from './goods.tables';
// The H5 shell (infra/http/h5shell) weaves the category tree and a goods detail into the first paint.
export { goodsCategoryTree } from './goods.category';
export { goodsSkuDetail } from './goods.service';
export { addSalesTx, type SoldLine } from './goods.sales';
export { lockSkuStockTx, takeStockTx, returnStockTx, undoSaleTx, type SkuQuantities } from './goods.stock';
export { addCollectNumTx, addClickNum, removeCollectNumTx, setEvaluateCountTx } from './goods.counts';

export const goodsModule: ModuleParts = { name: 'goods', routes: () => [...goodsRoutes(), ...goodsFindRoutes()] };
