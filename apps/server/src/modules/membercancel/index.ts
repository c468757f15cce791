import type { ModuleParts } from '../parts';
import { membercancelRoutes } from './membercancel.routes';
import { balanceCancelCheck } from './membercancel.service';
export { membercancelRoutes } from './membercancel.routes';
export { auditCancel, DEFAULT_CANCEL_AGREEMENT, DEFAULT_CANCEL_AGREEMENT_EN, listCancels } from './membercancel.service';
export type { CancelBlock, CancelBlocker, CancelCheck, CancelCounter, CancelCounts } from './membercancel.checks';
export * from './membercancel.tables';

export const membercancelModule: ModuleParts = {
  name: 'membercancel',
  routes: (wired) => membercancelRoutes(wired.cancelChecks),
  cancelChecks: [balanceCancelCheck],
};
