/**
 * What other features use from pintuan: its home block and the goods detail's 拼团 row as loaders (so neither comes
 * with the home page or the goods detail's first load) and the check whether a goods has a running pintuan.
 */
export const pintuanParts = {
  PintuanBlock: () => import('./diy/PintuanBlock'),
  GoodsPintuanRow: () => import('./components/GoodsPintuanRow'),
};
export { pintuanOfGoods } from './model/pintuan';
/** Query keys of pintuan answers (a pintuan order changes their stock and groups). */
export { pintuanKeys } from './pintuan.keys';
