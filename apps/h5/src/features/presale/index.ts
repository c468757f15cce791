/**
 * What other features use from presale: its home block and the goods detail's 预售 row as loaders (so neither comes
 * with the home page or the goods detail's first load), the check whether a goods has a presale taking deposits, and
 * its query keys.
 */
export const presaleParts = {
  PresaleBlock: () => import('./diy/PresaleBlock'),
  GoodsPresaleRow: () => import('./components/GoodsPresaleRow'),
};
export { presaleOfGoods } from './model/goodsPromotion';
export { presaleKeys } from './presale.keys';
