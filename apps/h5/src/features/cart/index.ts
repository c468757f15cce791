/** What other features use from the cart: adding a line and the cart's query keys, the spec label of a line. */
export { addToCart, cartKeys } from './cart.api';
export { specLabel } from './model/cart';
