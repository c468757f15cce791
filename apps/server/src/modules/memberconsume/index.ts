import type { ModuleParts } from '../parts';
import { manjianGiftOnPaid } from './memberconsume.manjian';
import { memberconsumeRoutes } from './memberconsume.routes';
import { consumeOnCompleted, consumeOnPaid, consumeOnReceived } from './memberconsume.service';
export * from './memberconsume.tables';
export { consumeConfig, putConsumeConfig, rewardOf, CONSUME_CONFIG_KEY } from './memberconsume.service';

/** Consumption rewards and full-reduction gifts, given through the order module's steps. */
export const memberconsumeModule: ModuleParts = {
  name: 'memberconsume',
  routes: memberconsumeRoutes,
  orderPaidSteps: [consumeOnPaid, manjianGiftOnPaid],
  orderReceivedSteps: [consumeOnReceived],
  orderCompletedSteps: [consumeOnCompleted],
};
