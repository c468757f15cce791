/**
 * What other features use from seckill: its home block and the goods detail's 秒杀 row as loaders (so neither
 * comes with the home page or the goods detail's first load), and the check whether a goods has a running seckill.
 */
export const seckillParts = {
  SeckillBlock: () => import('./diy/SeckillBlock'),
  GoodsSeckillRow: () => import('./components/GoodsSeckillRow'),
};
export { seckillOfGoods } from './model/goodsPromotion';
/** Query keys of seckill answers (a seckill order changes their stock and sales). */
export { seckillKeys } from './seckill.keys';
