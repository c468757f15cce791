import type { ModuleParts } from '../parts';
import { memberaccountRoutes } from './memberaccount.routes';
export { memberaccountRoutes } from './memberaccount.routes';

/** Reads of the member ledger; the ledger itself (table and writes) belongs to the member module. */
export const memberaccountModule: ModuleParts = { name: 'memberaccount', routes: memberaccountRoutes };
