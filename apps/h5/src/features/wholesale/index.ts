/**
 * What other features use from wholesale: its query keys (a wholesale order changes the cart and its badge), its home
 * block and the goods detail's 批发 row as loaders with the check whether a goods is sold by wholesale.
 */
export { wholesaleKeys } from './wholesale.keys';
export { wholesaleOfGoods } from './model/goodsPromotion';
export const wholesaleParts = {
  WholesaleBlock: () => import('./diy/WholesaleBlock'),
  GoodsWholesaleRow: () => import('./components/GoodsWholesaleRow'),
};
