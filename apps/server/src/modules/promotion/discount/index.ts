import type { ModuleParts } from '../../parts';
import { discountAdminRoutes } from './discount.routes';
export { applyDiscountTx, discountMoveHook, restoreDiscountTx } from './discount.apply';
export { DISCOUNT_KIND } from './discount.kind';

export const discountModule: ModuleParts = { name: 'discount', routes: discountAdminRoutes };
