import type { ModuleParts } from '../parts';
import { addressRoutes } from './address.routes';
export { defaultCheckoutAddresses, memberAddressForCheckout, type CheckoutAddress } from './address.checkout';
export { addressRoutes } from './address.routes';
export * from './address.tables';

export const addressModule: ModuleParts = { name: 'address', routes: addressRoutes };
