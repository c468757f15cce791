import type { ModuleParts } from '../parts';
import { verifyRoutes } from './verify.routes';
import { verifyOnOrderPaid } from './verify.service';
import { virtualGoodsRoutes } from './virtualgoods';
export { verifyRoutes } from './verify.routes';
export { createVerifyRecordTx } from './verify.service';
export * from './verify.tables';

export const verifyModule: ModuleParts = {
  name: 'verify',
  routes: (wired) => [...verifyRoutes(wired.hooks.orderReceivedSteps), ...virtualGoodsRoutes()],
  orderPaidSteps: [verifyOnOrderPaid],
};
