import type { RouteSpec } from '../infra/http/route';
import type { NamedJob } from '../infra/jobs';
import type { CancelCheck } from './membercancel/membercancel.checks';

// Modules describe their checks with these types without importing the membercancel module.
export type { CancelCheck } from './membercancel/membercancel.checks';
import type { PaidHandlers, PayPurposeReaders } from './pay/pay.paid';
import type { OrderPaidStep } from './order/order.paid';

/** What the composition root collected from every module, handed to the route factories that need it. */
export interface Wired {
  /** Account cancellation's blockers and counters of every module. */
  cancelChecks: readonly CancelCheck[];
  /** What to do when a payment of a purpose succeeds, by purpose. */
  paidHandlers: PaidHandlers;
  /** What the pay pages show about a record's related items, by purpose. */
  payReaders: PayPurposeReaders;
  /** The steps other modules add to moving orders on (received, completed), for the routes that move them. */
  hooks: Hooks;
}

/** What modules add to other modules' steps, collected before any module's payment handlers are made. */
export interface Hooks {
  /** Run inside the transaction that marks an order paid, for each order (verify: pickup and virtual codes). */
  orderPaidSteps: readonly OrderPaidStep[];
  /** Run inside the transaction that moves an order to received (buyer, shop, pickup code, timer). */
  orderReceivedSteps: readonly OrderPaidStep[];
  /** Run inside the transaction that moves an order to complete (the auto-complete timer). */
  orderCompletedSteps: readonly OrderPaidStep[];
  /** Run inside the transaction that closes an unpaid order (buyer or sweep), after its stock, coupons and balance went back. */
  orderClosedSteps: readonly OrderPaidStep[];
}

/**
 * One module as the composition root (modules/index.ts) sees it: its endpoints, background jobs, account
 * cancellation checks and payment purposes. Each module's `index.ts` exports one; nothing registers itself
 * by being imported.
 */
export interface ModuleParts {
  name: string;
  routes: (wired: Wired) => RouteSpec[];
  /** Its timers; a factory when they run other modules' steps (the order timers). */
  jobs?: readonly NamedJob[] | ((hooks: Hooks) => readonly NamedJob[]);
  cancelChecks?: readonly CancelCheck[];
  /** Handlers of the payment purposes this module owns, given the other modules' hooks. */
  paidHandlers?: (hooks: Hooks) => PaidHandlers;
  payReaders?: PayPurposeReaders;
  /** Steps this module adds to marking an order paid. */
  orderPaidSteps?: readonly OrderPaidStep[];
  /** Steps this module adds to an order becoming received. */
  orderReceivedSteps?: readonly OrderPaidStep[];
  /** Steps this module adds to an order becoming complete. */
  orderCompletedSteps?: readonly OrderPaidStep[];
  /** Steps this module adds to an unpaid order being closed (what its own checkout step took goes back). */
  orderClosedSteps?: readonly OrderPaidStep[];
}
