export { membercancelRoutes } from './membercancel.routes';
export {
  auditCancel,
  DEFAULT_CANCEL_AGREEMENT,
  DEFAULT_CANCEL_AGREEMENT_EN,
  listCancels,
  registerCancelBlocker,
  registerCancelCounter,
  type CancelBlock,
  type CancelBlocker,
  type CancelCounter,
  type CancelCounts,
} from './membercancel.service';
export * from './membercancel.tables';
