/** What other features use from recharge: its query keys (e.g. to refresh after a payment). */
export { rechargeKeys } from './recharge.api';
