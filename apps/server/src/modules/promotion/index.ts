/**
 * The promotion wing: one folder per promotion (满减 manjian, 组合套餐 bundling; 拼团, 砍价, 预售 and the
 * like go here too). A promotion owns its Niushop addon paths, its tables (`promotion_*`), its read side
 * and how it takes part in checkout pricing; the order module knows promotions only through this face.
 *
 * Adding one, `promotion/<name>/` laid out like `manjian/`:
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
import { bundlingModule } from './bundling';
import { manjianModule } from './manjian';

export { bundlingsForSku, promotionBundling, promotionBundlingGoods } from './bundling';
export { manjianForGoods, manjianPricing, promotionManjian, type ManjianApplied } from './manjian';
export type { PromotionLine, PromotionPricing, ShopPromotionPricer } from './promotion.types';

/** The wing's parts for the composition root (modules/index.ts). */
export const promotionModules: readonly ModuleParts[] = [manjianModule, bundlingModule];
