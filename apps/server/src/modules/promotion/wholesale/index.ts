import type { ModuleParts } from '../../parts';
import { wholesaleAdminRoutes, wholesaleRoutes } from './wholesale.routes';
export { wholesaleCheckout } from './wholesale.routes';
export { wholesaleCartCount } from './wholesale.cart';
export { wholesaleKind } from './wholesale.kind';
export { wholesaleCart, wholesaleGoods, wholesaleSku, type StoredTier } from './wholesale.tables';

export const wholesaleModule: ModuleParts = { name: 'wholesale', routes: () => [...wholesaleRoutes(), ...wholesaleAdminRoutes()] };
