/**
 * What other features use from pintuan: the goods detail's 拼团 row as a loader (so it does not come with the goods
 * detail's first load) and the check whether a goods has a running pintuan.
 */
export const pintuanParts = {
  GoodsPintuanRow: () => import('./components/GoodsPintuanRow'),
};
export { pintuanOfGoods } from './model/pintuan';
/** Query keys of pintuan answers (a pintuan order changes their stock and groups). */
export { pintuanKeys } from './pintuan.keys';
