import { and, eq, inArray } from 'drizzle-orm';
import type { WholesaleLineParams } from '@mall/contract';
import type { PromotionCheckoutLine, PromotionCheckoutSource } from '../engine';
import { removeBoughtCartRowsTx } from './wholesale.cart';
import { wholesaleKind } from './wholesale.kind';
import { wholesaleMessages } from './wholesale.messages';
import { checkedTierPrice, wholesaleSkuFacts, wsRefuse } from './wholesale.skus';
import { wholesaleCart } from './wholesale.tables';

/**
 * A wholesale checkout (reference §4.18): the member's wholesale cart rows `cart_ids`, or SKUs `sku_id` with their
 * quantities `num` (csv, aligned). Each line is priced at its SKU's tier for its quantity (exact fen); the goods
 * stock is taken by the pipeline's guarded statement in the order transaction, where the cart rows bought go too.
 */
export const wholesaleCheckoutSource = (p: WholesaleLineParams, memberId: number): PromotionCheckoutSource => {
  const cartIds = [...new Set(p.cart_ids ?? [])];
  return {
    kind: wholesaleKind,
    resolve: async (db) => {
      let wanted: { skuId: number; num: number }[];
      if (cartIds.length > 0) {
        wanted = await db
          .select({ skuId: wholesaleCart.skuId, num: wholesaleCart.num })
          .from(wholesaleCart)
          .where(and(inArray(wholesaleCart.cartId, cartIds), eq(wholesaleCart.memberId, memberId)));
        if (wanted.length !== cartIds.length) throw wsRefuse(wholesaleMessages.wsCartNotExist);
      } else if (p.sku_id && p.sku_id.length > 0) {
        const nums = p.num ?? [];
        if (nums.length !== p.sku_id.length || new Set(p.sku_id).size !== p.sku_id.length) throw wsRefuse(wholesaleMessages.wsLineMismatch);
        wanted = p.sku_id.map((skuId, i) => ({ skuId, num: nums[i]! }));
      } else {
        throw wsRefuse(wholesaleMessages.wsLineRequired);
      }
      const facts = await wholesaleSkuFacts(
        db,
        wanted.map((w) => w.skuId),
      );
      return wanted.map((w): PromotionCheckoutLine => {
        const s = facts.get(w.skuId);
        const price = checkedTierPrice(s, w.num, String(w.skuId));
        return {
          kind: wholesaleKind,
          activityId: s!.wholesaleGoodsId,
          activitySkuId: 0,
          skuId: w.skuId,
          goodsId: s!.goodsId,
          num: w.num,
          price,
          maxBuy: 0,
        };
      });
    },
    created: (tx) => removeBoughtCartRowsTx(tx, memberId, cartIds),
  };
};
