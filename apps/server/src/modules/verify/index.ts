export { verifyRoutes } from './verify.routes';
export { createVerifyRecordTx } from './verify.service';
export * from './verify.tables';
