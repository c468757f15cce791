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
}

/** What modules add to other modules' steps, collected before any module's payment handlers are made. */
export interface Hooks {
  /** Run inside the transaction that marks an order paid, for each order (verify: pickup and virtual codes). */
  orderPaidSteps: readonly OrderPaidStep[];
}

/**
 * One module as the composition root (modules/index.ts) sees it: its endpoints, background jobs, account
 * cancellation checks and payment purposes. Each module's `index.ts` exports one; nothing registers itself
 * by being imported.
 */
export interface ModuleParts {
  name: string;
  routes: (wired: Wired) => RouteSpec[];
  jobs?: readonly NamedJob[];
  cancelChecks?: readonly CancelCheck[];
  /** Handlers of the payment purposes this module owns, given the other modules' hooks. */
  paidHandlers?: (hooks: Hooks) => PaidHandlers;
  payReaders?: PayPurposeReaders;
  /** Steps this module adds to marking an order paid. */
  orderPaidSteps?: readonly OrderPaidStep[];
}
