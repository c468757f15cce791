/**
 * The promotion engine: one activity model for every price promotion (`promotion_activity`, its SKUs in
 * `promotion_activity_sku`), status by time, the checkout line an activity hands to the one checkout pipeline,
 * and its own stock taken and given back beside the goods stock. A kind describes only what differs
 * (`PromotionKind`, engine.kinds.ts).
 */
export * from './engine.tables';
export { ActivityStatus, type ActivityStatusValue, type PromotionKind, type PromotionKindMessages } from './engine.kinds';
export {
  activityStatusAt,
  moveActivityStatuses,
  promotionStatusJob,
  promotionStatusJobWith,
  type ActivityMove,
  type ActivityMoveHook,
} from './engine.status';
export { lockRushStockTx, takeActivityStockTx, takeRushStockTx, returnActivityStockTx } from './engine.stock';
export {
  consumeHoldTx,
  HOLD_SECONDS,
  holdActivityStock,
  promotionHoldJob,
  releaseHold,
  releaseStaleHolds,
  type HoldKey,
  type HoldResult,
} from './engine.hold';
export {
  activityCheckoutSource,
  activityLineRow,
  checkActivityLine,
  resolveActivityLine,
  type ActivityLineRow,
  type PromotionCheckoutLine,
  type PromotionCheckoutSource,
} from './engine.checkout';
export type { PromotionCheckoutEntry } from './engine.routes';
export {
  activitiesWithSkus,
  activityAdminPage,
  activitySkuRows,
  activityStatusWhere,
  checkShop,
  checkShopActivity,
  checkWindow,
  closeActivityTx,
  insertActivitySkusTx,
  kindStatusWhere,
  lockOpenActivity,
  refuse,
  replaceActivitySkusTx,
  shopSkus,
  skusListedOnce,
  statusOnSave,
  type ActivityRow,
  type ActivitySkuLine,
  type ActivitySkuRow,
} from './engine.admin';
export {
  addGoodsActivity,
  closeGoodsActivity,
  editGoodsActivity,
  goodsActivityList,
  type GoodsActivityAdmin,
  type GoodsActivityMessages,
  type GoodsActivitySave,
} from './engine.goods-admin';
export {
  addShopActivity,
  closeShopActivity,
  editShopActivity,
  type ShopActivityAdmin,
  type ShopActivityMessages,
  type ShopActivitySave,
} from './engine.shop-admin';
export {
  activityGoodsItem,
  activityGoodsPage,
  activityGoodsReads,
  activitySkuDetail,
  activitySkuInfo,
  goodsActivitySkuRow,
  skuPosterFacts,
  skuRowOrSibling,
  wireStatusOf,
  type ActivityDetailRow,
  type ActivityGoodsCols,
} from './engine.read';
export { activityPoster, type ActivityPosterSpec } from './engine.poster';
