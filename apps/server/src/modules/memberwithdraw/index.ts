import type { CancelCheck } from '../parts';
import type { ModuleParts } from '../parts';
import { memberwithdrawMessages } from './memberwithdraw.messages';
import { memberwithdrawRoutes } from './memberwithdraw.routes';
import { openWithdrawCount } from './memberwithdraw.service';

export { memberwithdrawRoutes } from './memberwithdraw.routes';
export { WITHDRAW_CONFIG_KEY, withdrawSettings } from './memberwithdraw.config';
export { serviceMoneyOf } from './memberwithdraw.config';
export * from './memberwithdraw.tables';

// Money still in review or waiting for the transfer must be settled before the account can close.
export const withdrawCancelCheck: CancelCheck = {
  name: 'memberwithdraw',
  block: async (db, memberId) => ((await openWithdrawCount(db, memberId)) > 0 ? { messageKey: memberwithdrawMessages.wdCancelOpen } : null),
};

export const memberwithdrawModule: ModuleParts = {
  name: 'memberwithdraw',
  routes: memberwithdrawRoutes,
  cancelChecks: [withdrawCancelCheck],
};
