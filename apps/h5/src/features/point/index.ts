/** What other features use from the points mall: its query keys (refreshed after a payment). */
export { pointKeys } from './point.api';
