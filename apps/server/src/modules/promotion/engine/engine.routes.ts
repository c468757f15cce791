import type { z } from 'zod';
import type { Endpoint, OrderCalculateResult, OrderCreateResult } from '@mall/contract';
import type { PromotionCheckoutSource } from './engine.checkout';

/**
 * A promotion's order trio (`promotionCheckoutApi` in the contract) with how a request names its line. The order
 * module mounts every entry over the one checkout pipeline (`order/ordercreate.routes.ts`): the promotion wing
 * cannot call the order module (which prices with it), so it hands over a description instead.
 */
export interface PromotionCheckoutEntry {
  payment: Endpoint<z.ZodType, OrderCalculateResult, 'member'>;
  calculate: Endpoint<z.ZodType, OrderCalculateResult, 'member'>;
  create: Endpoint<z.ZodType, OrderCreateResult, 'member'>;
  /**
   * The checked params' activity lines as a checkout source, for the calling member (lines read from their own
   * rows: the wholesale cart; a bargain sells only to its launcher).
   */
  source: (params: { num: number } & Record<string, unknown>, memberId: number) => PromotionCheckoutSource;
}
