import { cartAddParams, cartDeleteParams, cartEditParams } from '@mall/contract';
import { memberRoute, type RouteSpec } from '../../infra/http/route';
import { addToCart, cartCount, cartGoodsList, cartList, clearCart, deleteCart, editCart } from './cart.service';

/** The member's shopping cart (reference §4.7). */
export const cartRoutes = (): RouteSpec[] => [
  memberRoute('/api/cart/add', {
    input: cartAddParams,
    handler: (input, { deps, memberId }) => addToCart(deps.database.db, memberId, input.sku_id, input.num),
  }),
  memberRoute('/api/cart/edit', {
    input: cartEditParams,
    handler: (input, { deps, memberId }) => editCart(deps.database.db, memberId, input.cart_id, input.num),
  }),
  memberRoute('/api/cart/delete', {
    input: cartDeleteParams,
    handler: (input, { deps, memberId }) => deleteCart(deps.database.db, memberId, input.cart_id),
  }),
  memberRoute('/api/cart/clear', { handler: ({}, { deps, memberId }) => clearCart(deps.database.db, memberId) }),
  memberRoute('/api/cart/goodslists', { handler: ({}, { deps, memberId }) => cartGoodsList(deps.database.db, memberId) }),
  memberRoute('/api/cart/lists', { handler: ({}, { deps, memberId }) => cartList(deps.database.db, memberId) }),
  memberRoute('/api/cart/count', { handler: ({}, { deps, memberId }) => cartCount(deps.database.db, memberId) }),
];
