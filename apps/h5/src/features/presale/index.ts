/**
 * What other features use from presale: the goods detail's 预售 row as a loader, the check whether a goods has a
 * presale taking deposits, and its query keys.
 */
export const presaleParts = {
  GoodsPresaleRow: () => import('./components/GoodsPresaleRow'),
};
export { presaleOfGoods } from './model/goodsPromotion';
export { presaleKeys } from './presale.keys';
