/**
 * What other features use from bargain: the goods detail's 砍价 row as a loader (so it does not come with the goods
 * detail's first load), the check whether a goods has a running bargain, and its query keys (a bargain order
 * changes its launch).
 */
export const bargainParts = {
  GoodsBargainRow: () => import('./components/GoodsBargainRow'),
};
export { bargainOfGoods } from './model/goodsPromotion';
export { bargainKeys } from './bargain.keys';
