import type { ModuleParts } from '../parts';
import { payRewardsJob } from './memberconsume.jobs';
import { rewardsOnCompleted, rewardsOnReceived } from './memberconsume.rewards';
import { memberconsumeRoutes } from './memberconsume.routes';
export * from './memberconsume.tables';
export { sweepPayRewards, PAY_REWARD_WINDOW_SECONDS } from './memberconsume.jobs';
export { consumeConfig, putConsumeConfig, rewardOf, CONSUME_CONFIG_KEY } from './memberconsume.service';

/** Consumption rewards and full-reduction gifts: those of payment by its timer, the others through the order module's steps. */
export const memberconsumeModule: ModuleParts = {
  name: 'memberconsume',
  routes: memberconsumeRoutes,
  jobs: [payRewardsJob],
  orderReceivedSteps: [rewardsOnReceived],
  orderCompletedSteps: [rewardsOnCompleted],
};
