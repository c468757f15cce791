import type { RouteSpec } from '../infra/http/route';
import type { NamedJob } from '../infra/jobs';
import type { CancelCheck } from './membercancel';
import type { PaidHandler, PayPurposeReader } from './pay';
import type { Hooks, ModuleParts, Wired } from './parts';
import { addressModule } from './address';
import { adminModule } from './admin';
import { cartModule } from './cart';
import { collectModule } from './collect';
import { configModule } from './config';
import { contentModule } from './content';
import { couponModule } from './coupon';
import { evaluateModule } from './evaluate';
import { giftModule } from './gift';
import { goodsModule } from './goods';
import { memberModule } from './member';
import { memberconsumeModule } from './memberconsume';
import { memberrechargeModule } from './memberrecharge';
import { membercancelModule } from './membercancel';
import { memberwithdrawModule } from './memberwithdraw';
import { memberaccountModule } from './memberaccount';
import { membersigninModule } from './membersignin';
import { closeOrderTx, orderModule, setOrderEnableRefundTx } from './order';
import { payModule } from './pay';
import { posterModule } from './poster';
import { promotionModules } from './promotion';
import { pintuanModuleWith } from './promotion/pintuan';
import { refundModule, refundPaidOrderTx } from './refund';
import { presaleModule } from './promotion/presale';
import { shopModule } from './shop';
import { storeModule } from './store';
import { verifyModule } from './verify';
import { websiteModule } from './website';
import { wechatModule } from './wechat';

/** Pintuan, given what the order and refund modules do to its orders (the promotion wing cannot import them). */
const pintuanModule = pintuanModuleWith({
  setEnableRefund: setOrderEnableRefundTx,
  refundOrder: refundPaidOrderTx,
  closeOrder: (tx, orderId, action, hooks) => closeOrderTx(tx, orderId, { way: 'system', action }, hooks.orderClosedSteps),
});

/**
 * The composition root: every module's parts, in one list. The app mounts their routes, the job runner
 * runs their jobs, account cancellation runs their checks (in this order: the account's own balance
 * first) and the pay module hands paid payments to their purposes' handlers (made with every module's
 * hooks, such as the steps of marking an order paid). Nothing else registers.
 */
export const modules: readonly ModuleParts[] = [
  configModule,
  memberModule,
  cartModule,
  goodsModule,
  shopModule,
  contentModule,
  membercancelModule,
  memberaccountModule,
  membersigninModule,
  adminModule,
  wechatModule,
  evaluateModule,
  collectModule,
  posterModule,
  ...promotionModules,
  pintuanModule,
  couponModule,
  storeModule,
  websiteModule,
  orderModule,
  presaleModule,
  refundModule,
  verifyModule,
  payModule,
  addressModule,
  memberwithdrawModule,
  memberrechargeModule,
  memberconsumeModule,
  giftModule,
];

/** The lists the root hands out, collected from `parts` (tests add parts of their own). */
export interface Composed extends Wired {
  routes: RouteSpec[];
  jobs: NamedJob[];
}

export const compose = (parts: readonly ModuleParts[]): Composed => {
  const cancelChecks: CancelCheck[] = parts.flatMap((m) => m.cancelChecks ?? []);
  const hooks: Hooks = {
    orderPaidSteps: parts.flatMap((m) => m.orderPaidSteps ?? []),
    orderReceivedSteps: parts.flatMap((m) => m.orderReceivedSteps ?? []),
    orderCompletedSteps: parts.flatMap((m) => m.orderCompletedSteps ?? []),
    orderClosedSteps: parts.flatMap((m) => m.orderClosedSteps ?? []),
  };
  const paidHandlers: Record<string, PaidHandler> = {};
  for (const m of parts) {
    for (const [purpose, handler] of Object.entries(m.paidHandlers?.(hooks) ?? {})) {
      if (paidHandlers[purpose]) throw new Error(`payment purpose ${purpose} handled twice`);
      paidHandlers[purpose] = handler;
    }
  }
  const payReaders: Record<string, PayPurposeReader> = {};
  for (const m of parts) {
    for (const [purpose, reader] of Object.entries(m.payReaders ?? {})) {
      if (payReaders[purpose]) throw new Error(`payment purpose ${purpose} read twice`);
      payReaders[purpose] = reader;
    }
  }
  const wired: Wired = { cancelChecks, paidHandlers, payReaders, hooks };
  const jobs = parts.flatMap((m) => (typeof m.jobs === 'function' ? m.jobs(hooks) : (m.jobs ?? [])));
  return { ...wired, routes: parts.flatMap((m) => m.routes(wired)), jobs };
};

export const root: Composed = compose(modules);

/** Every module's endpoints. */
export const allRoutes: RouteSpec[] = root.routes;

export { memberGate } from './member';
export type { Hooks, ModuleParts, Wired } from './parts';
