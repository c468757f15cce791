export { memberAddressForCheckout, type CheckoutAddress } from './address.checkout';
export { addressRoutes } from './address.routes';
export * from './address.tables';
