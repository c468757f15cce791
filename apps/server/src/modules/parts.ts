import type { RouteSpec } from '../infra/http/route';
import type { NamedJob } from '../infra/jobs';
import type { CancelCheck } from './membercancel/membercancel.checks';

// Modules describe their checks with these types without importing the membercancel module.
export type { CancelCheck } from './membercancel/membercancel.checks';
import type { PaidHandlers, PayPurposeReaders } from './pay/pay.paid';

/** What the composition root collected from every module, handed to the route factories that need it. */
export interface Wired {
  /** Account cancellation's blockers and counters of every module. */
  cancelChecks: readonly CancelCheck[];
  /** What to do when a payment of a purpose succeeds, by purpose. */
  paidHandlers: PaidHandlers;
  /** What the pay pages show about a record's related items, by purpose. */
  payReaders: PayPurposeReaders;
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
  paidHandlers?: PaidHandlers;
  payReaders?: PayPurposeReaders;
}
