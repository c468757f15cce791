import type { ModuleParts } from '../parts';
import { memberrechargeAdminRoutes } from './memberrecharge.admin';
import { rechargePaidHandlers } from './memberrecharge.paid';
import { memberrechargeRoutes } from './memberrecharge.routes';
export * from './memberrecharge.tables';
export { memberrechargeMessages } from './memberrecharge.messages';
export { rechargeConfig, rechargeRule, putRechargeConfig, RECHARGE_CONFIG_KEY } from './memberrecharge.service';
export { rechargePaidTx } from './memberrecharge.paid';

export const memberrechargeModule: ModuleParts = {
  name: 'memberrecharge',
  routes: () => [...memberrechargeRoutes(), ...memberrechargeAdminRoutes()],
  paidHandlers: () => rechargePaidHandlers,
};
