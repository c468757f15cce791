/**
 * Pintuan 拼团: an activity on the engine (kind `pintuan`) plus its groups and the pintuan row of each order
 * (`pintuan.tables.ts`). Checkout writes the order's seat request (`pintuan.checkout.ts`), payment takes the seat
 * (`pintuan.group.ts`), the timer ends groups, refunds and closes (`pintuan.jobs.ts`). What it needs done to
 * orders (refund flag, full refund, closing) is handed over by the composition root (`PintuanSettle`).
 */
import type { ModuleParts } from '../../parts';
import { pintuanClosedStep, pintuanPaidStep } from './pintuan.group';
import { pintuanJob } from './pintuan.jobs';
import { pintuanAdminRoutes, pintuanRoutes } from './pintuan.routes';
import type { PintuanSettle } from './pintuan.settle';
export * from './pintuan.tables';
export { pintuanCheckout } from './pintuan.checkout';
export { pintuanKind } from './pintuan.kind';
export { runPintuanSweepOnce, type PintuanSweepResult } from './pintuan.jobs';
export type { PintuanSettle } from './pintuan.settle';

/** The pintuan's parts, given what the order and refund modules do for it. */
export const pintuanModuleWith = (settle: PintuanSettle): ModuleParts => ({
  name: 'pintuan',
  routes: () => [...pintuanRoutes(), ...pintuanAdminRoutes()],
  jobs: (hooks) => [pintuanJob(settle, hooks)],
  orderPaidSteps: [pintuanPaidStep(settle)],
  orderClosedSteps: [pintuanClosedStep],
});
