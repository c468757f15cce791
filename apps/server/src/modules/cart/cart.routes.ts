import { cartApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { addToCart, cartCount, cartGoodsList, cartList, clearCart, deleteCart, editCart } from './cart.service';

/** The member's shopping cart (reference §4.7). */
export const cartRoutes = (): RouteSpec[] => [
  serve(cartApi.add, (input, { deps, memberId }) => addToCart(deps.database.db, memberId, input.sku_id, input.num)),
  serve(cartApi.edit, (input, { deps, memberId }) => editCart(deps.database.db, memberId, input.cart_id, input.num)),
  serve(cartApi.delete, (input, { deps, memberId }) => deleteCart(deps.database.db, memberId, input.cart_id)),
  serve(cartApi.clear, (_input, { deps, memberId }) => clearCart(deps.database.db, memberId)),
  serve(cartApi.goodslists, (_input, { deps, memberId }) => cartGoodsList(deps.database.db, memberId)),
  serve(cartApi.lists, (_input, { deps, memberId }) => cartList(deps.database.db, memberId)),
  serve(cartApi.count, (_input, { deps, memberId }) => cartCount(deps.database.db, memberId)),
];
