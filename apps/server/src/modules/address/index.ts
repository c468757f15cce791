import type { ModuleParts } from '../parts';
import { addressRoutes } from './address.routes';
export { memberAddressForCheckout, type CheckoutAddress } from './address.checkout';
export { addressRoutes } from './address.routes';
export * from './address.tables';

export const addressModule: ModuleParts = { name: 'address', routes: addressRoutes };
