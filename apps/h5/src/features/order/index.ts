/** What other features use from orders: the member centre's order strip and the order query keys. */
export { MemberOrders } from './components/MemberOrders';
export { orderKeys } from './order.api';
