import type { ModuleParts } from '../parts';
import { cartRoutes } from './cart.routes';
export { cartCount, cartGoodsList, cartLines } from './cart.service';
export { cartRoutes } from './cart.routes';
export { removeBoughtLinesTx } from './cart.bought';
export * from './cart.tables';

export const cartModule: ModuleParts = { name: 'cart', routes: cartRoutes };
