/**
 * What other features use from bargain: its home block and the goods detail's 砍价 row as loaders (so neither comes
 * with the home page or the goods detail's first load), the check whether a goods has a running bargain, and its query keys (a bargain order
 * changes its launch).
 */
export const bargainParts = {
  BargainBlock: () => import('./diy/BargainBlock'),
  GoodsBargainRow: () => import('./components/GoodsBargainRow'),
};
export { bargainOfGoods } from './model/goodsPromotion';
export { bargainKeys } from './bargain.keys';
