/**
 * What other features use from seckill: its home block and the goods detail's 秒杀 row as loaders (so neither
 * comes with the home page or the goods detail's first load), and the check whether a goods has a running seckill.
 */
export const seckillParts = {
  SeckillBlock: () => import('./diy/SeckillBlock'),
  GoodsSeckillRow: () => import('./components/GoodsSeckillRow'),
};
export { seckillOfGoods } from './model/goodsPromotion';
/**
 * The home strip's height with its top margin (SeckillBlock.module.css: 10 + 10 + head 31 + row 158 + 12), held
 * while its code and data load so nothing below it moves.
 */
export const SECKILL_BLOCK_HEIGHT = 221;
/** Query keys of seckill answers (a seckill order changes their stock and sales). */
export { seckillKeys } from './seckill.keys';
