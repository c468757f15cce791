import type { ModuleParts } from '../../parts';
import { groupbuyAdminRoutes, groupbuyRoutes } from './groupbuy.routes';
export { groupbuyCheckout } from './groupbuy.routes';
export { groupbuyKind } from './groupbuy.kind';

export const groupbuyModule: ModuleParts = { name: 'groupbuy', routes: () => [...groupbuyRoutes(), ...groupbuyAdminRoutes()] };
