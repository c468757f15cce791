/** What other features use from the balance and points pages: their query keys (to refresh after a change). */
export { ledgerKeys } from './ledger.api';
