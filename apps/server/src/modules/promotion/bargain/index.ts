import type { ModuleParts } from '../../parts';
import { bargainOrderClosed } from './bargain.checkout';
import { bargainExpiryJob } from './bargain.launch';
import { bargainAdminRoutes, bargainRoutes } from './bargain.routes';
export { bargainCheckout } from './bargain.routes';
export { bargainKind } from './bargain.kind';
export { cutMoney, type RandomInt } from './bargain.cut';
export { runBargainExpiryOnce, setBargainRandom } from './bargain.launch';
export * from './bargain.tables';

/** Bargain: its endpoints, the expiry sweep of launches, and freeing a launch whose unpaid order closed. */
export const bargainModule: ModuleParts = {
  name: 'bargain',
  routes: () => [...bargainRoutes(), ...bargainAdminRoutes()],
  jobs: [bargainExpiryJob],
  orderClosedSteps: [bargainOrderClosed],
};
