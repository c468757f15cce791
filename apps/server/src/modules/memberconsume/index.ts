import type { ModuleParts } from '../parts';
import { rewardsOnCompleted, rewardsOnPaid, rewardsOnReceived } from './memberconsume.rewards';
import { memberconsumeRoutes } from './memberconsume.routes';
export * from './memberconsume.tables';
export { consumeConfig, putConsumeConfig, rewardOf, CONSUME_CONFIG_KEY } from './memberconsume.service';

/** Consumption rewards and full-reduction gifts, given through the order module's steps. */
export const memberconsumeModule: ModuleParts = {
  name: 'memberconsume',
  routes: memberconsumeRoutes,
  ordersPaidSteps: [rewardsOnPaid],
  orderReceivedSteps: [rewardsOnReceived],
  orderCompletedSteps: [rewardsOnCompleted],
};
