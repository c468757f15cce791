/**
 * What other features use from wholesale: its query keys (a wholesale order changes the cart and its badge), and the
 * goods detail's 批发 row as a loader with the check whether a goods is sold by wholesale.
 */
export { wholesaleKeys } from './wholesale.keys';
export { wholesaleOfGoods } from './model/goodsPromotion';
export const wholesaleParts = {
  GoodsWholesaleRow: () => import('./components/GoodsWholesaleRow'),
};
