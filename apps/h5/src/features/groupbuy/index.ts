/**
 * What other features use from groupbuy: its home block and the goods detail's 团购 row as loaders (so neither
 * comes with the home page or the goods detail's first load), and the check whether a goods has a running groupbuy.
 */
export const groupbuyParts = {
  GroupbuyBlock: () => import('./diy/GroupbuyBlock'),
  GoodsGroupbuyRow: () => import('./components/GoodsGroupbuyRow'),
};
export { groupbuyOfGoods } from './model/goodsPromotion';
/** Query keys of groupbuy answers (a groupbuy order changes their stock and sales). */
export { groupbuyKeys } from './groupbuy.keys';
