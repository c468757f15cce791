/**
 * The promotion wing: one folder per promotion (满减 manjian, 组合套餐 bundling, 秒杀 seckill, 专题 topic; 拼团, 砍价, 预售 and
 * the like go here too). A promotion owns its Niushop addon paths, its tables (`promotion_*`), its read side
 * and how it takes part in checkout; the order module knows promotions only through this face.
 *
 * Price promotions with their own activity price (seckill, groupbuy, topics, limited discount) sit on
 * the engine (`engine/`): one activity model (`promotion_activity` + `promotion_activity_sku`: window, status,
 * activity price, own stock, per-member limit), a kind described as data (`PromotionKind`: wire names, status
 * numbering, messages, whether shop coupons and shop promotions apply, when it sells beyond its window), and a
 * checkout source (`activityCheckoutSource`) handed to the one checkout pipeline: the order module mounts each
 * entry of `promotionCheckouts` as `/<addon>/api/ordercreate/payment|calculate|create`, prices the line at the
 * activity price, counts the member's past orders of the activity against `max_buy`, holds the line's units of
 * both stocks in one short statement before the create transaction (`holdActivityStock`, engine.hold.ts) and
 * consumes the hold inside it (a source without a hold key has its stock taken in the transaction), records `promotion_type` /
 * `promotion_id` on the order, and gives the activity stock back when the unpaid order closes
 * (`returnActivityStockTx` inside `closeOrderTx`). Adding a kind: `<name>/<name>.kind.ts` (a `PromotionKind`),
 * its read endpoints and operator endpoints over the engine tables, its trio in the contract
 * (`promotionCheckoutApi`) and one line in `promotionCheckouts` below.
 *
 * Adding any promotion, `promotion/<name>/` laid out like `manjian/`:
 * - routes: declare the endpoints in `packages/contract/src/api/<name>.ts` (listed in `endpoints.ts`) and
 *   mount them with `serve` in `<name>.routes.ts`;
 * - tables: `<name>.tables.ts`, exported from `infra/db/schema.ts`, plus a migration
 *   (`npm run db:generate -w @mall/server`);
 * - pricing, if it changes what a checkout line costs: implement `PromotionPricing` (`promotion.types.ts`)
 *   in `<name>.pricing.ts`; `order.calculate.ts` calls it per shop in the discount order written at its top
 *   (goods price → manjian → shop coupon → platform coupon), inside the order's transaction;
 * - `<name>/index.ts` exports its `ModuleParts` and what the wing hands out; list the parts below.
 * Sub-folders reach each other only through their `index.ts` (checked by `npm run lint`).
 */
import type { ModuleParts } from '../parts';
import { bargainCheckout, bargainModule } from './bargain';
import { bundlingCheckout, bundlingModule } from './bundling';
import { discountModule, discountMoveHook, DISCOUNT_KIND } from './discount';
import {
  moveActivityStatuses as moveStatuses,
  promotionHoldJob,
  promotionStatusJobWith,
  type ActivityMoveHook,
  type PromotionCheckoutEntry,
} from './engine';
import { gameModule } from './game';
import { groupbuyCheckout, groupbuyModule } from './groupbuy';
import { manjianModule } from './manjian';
import { pintuanCheckout } from './pintuan';
import { pointexchangeModule } from './pointexchange';
import { seckillCheckout, seckillModule } from './seckill';
import { topicCheckout, topicModule } from './topic';
import { wholesaleCheckout, wholesaleModule } from './wholesale';

export { bundlingsForSku, promotionBundling, promotionBundlingGoods } from './bundling';
export { manjianForGoods, manjianPricing, promotionManjian, type ManjianApplied } from './manjian';
export type { PromotionLine, PromotionPricing, ShopPromotionPricer } from './promotion.types';
export { promotionTypeName } from './promotion.names';
export {
  promotionActivity,
  promotionActivitySku,
  takeActivityStockTx,
  returnActivityStockTx,
  activityLineRow,
  checkActivityLine,
  lockRushStockTx,
  takeRushStockTx,
  consumeHoldTx,
  holdActivityStock,
  releaseHold,
  releaseStaleHolds,
  type PromotionCheckoutEntry,
  type PromotionCheckoutLine,
  type PromotionCheckoutSource,
} from './engine';
export { promotionSeckillTime, seckillKind } from './seckill';
export { groupbuyKind } from './groupbuy';
export { pintuanKind } from './pintuan';
export {
  bargainKind,
  cutMoney,
  promotionBargainLaunch,
  promotionBargainRecord,
  runBargainExpiryOnce,
  setBargainRandom,
  type RandomInt,
} from './bargain';
export { topicKind } from './topic';
export { closeExchangeOrderTx, promotionExchange, promotionExchangeOrder, runExchangeCloseOnce } from './pointexchange';
export { applyDiscountTx, restoreDiscountTx, DISCOUNT_KIND } from './discount';
export { wholesaleCartCount, wholesaleCart, wholesaleGoods, wholesaleSku, wholesaleKind, type StoredTier } from './wholesale';
export { drawGame, promotionGame, promotionGameAward, promotionGameDrawRecord, grantGiftAward, type GameRandom } from './game';

/** The activity checkouts the order module mounts (one order trio per promotion kind; a combo's sells several SKUs). */
export const promotionCheckouts: readonly PromotionCheckoutEntry[] = [
  seckillCheckout,
  groupbuyCheckout,
  topicCheckout,
  bundlingCheckout,
  pintuanCheckout,
  wholesaleCheckout,
  bargainCheckout,
];

/** What each kind does when the timer moves its activities (limited discount: its prices on and off the SKUs). */
const activityMoveHooks: Readonly<Record<string, ActivityMoveHook>> = { [DISCOUNT_KIND]: discountMoveHook };

/** One run of the promotion timer with every kind's follow-up (what the job runs; tests call it directly). */
export const moveActivityStatuses = (deps: Parameters<typeof moveStatuses>[0], now: number): Promise<number> =>
  moveStatuses(deps, now, activityMoveHooks);

/** The engine's own parts: the timers keeping activity statuses in step with the clock and giving back stale holds. */
const engineModule: ModuleParts = {
  name: 'promotion-engine',
  routes: () => [],
  jobs: [promotionStatusJobWith(activityMoveHooks), promotionHoldJob],
};

/** The wing's parts for the composition root (modules/index.ts). */
export const promotionModules: readonly ModuleParts[] = [
  manjianModule,
  bundlingModule,
  seckillModule,
  groupbuyModule,
  topicModule,
  discountModule,
  pointexchangeModule,
  wholesaleModule,
  gameModule,
  bargainModule,
  engineModule,
];
