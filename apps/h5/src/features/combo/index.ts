/** Query keys of combo answers (a combo order changes its goods' stock). */
export { comboKeys } from './combo.keys';
