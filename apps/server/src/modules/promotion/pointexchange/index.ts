import type { ModuleParts } from '../../parts';
import { exchangeCloseJob } from './pointexchange.jobs';
import { exchangePaidHandlers } from './pointexchange.paid';
import { pointexchangeAdminRoutes, pointexchangeRoutes } from './pointexchange.routes';
export * from './pointexchange.tables';
export { pointexchangeMessages } from './pointexchange.messages';
export { runExchangeCloseOnce } from './pointexchange.jobs';
export { closeExchangeOrderTx } from './pointexchange.order';

/** The points mall 积分商城: its endpoints, the auto-close timer of unpaid exchange orders and its payment purpose. */
export const pointexchangeModule: ModuleParts = {
  name: 'pointexchange',
  routes: () => [...pointexchangeRoutes(), ...pointexchangeAdminRoutes()],
  jobs: [exchangeCloseJob],
  paidHandlers: () => exchangePaidHandlers,
};
