export { cartCount, cartLines } from './cart.service';
export { cartRoutes } from './cart.routes';
export * from './cart.tables';
