export { membercancelRoutes } from './membercancel.routes';
export {
  auditCancel,
  DEFAULT_CANCEL_AGREEMENT,
  listCancels,
  registerCancelBlocker,
  registerCancelCounter,
  type CancelBlock,
  type CancelBlocker,
  type CancelCounter,
  type CancelCounts,
} from './membercancel.service';
export * from './membercancel.tables';
