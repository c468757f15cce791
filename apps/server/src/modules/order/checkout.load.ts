// Loading a checkout's lines: cart rows or the one sku, goods and shop rows, quantity and purchase limits.
import { and, eq, inArray } from 'drizzle-orm';
import { GOODS_STATE, GOODS_VERIFY_STATE, SHOP_STATUS } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { cart } from '../cart';
import { goods, goodsSku } from '../goods';
import { shop } from '../shop';
import { directReader, lineColumns, type CheckoutReader, type LineRow } from './checkout.reader';
import { checkoutError, type CheckoutLine, type CheckoutParams } from './checkout.types';
import { orderCreateMessages } from './ordercreate.messages';

/**
 * The cart lines with their SKU, goods and shop in one query; null when one is missing (not the member's, or
 * its SKU gone), which the caller then sorts out line by line for the right refusal.
 */
const cartLinesJoined = async (db: Db, memberId: number, ids: number[]) => {
  const rows = await db
    .select({ cartId: cart.cartId, num: cart.num, ...lineColumns() })
    .from(cart)
    .innerJoin(goodsSku, eq(goodsSku.skuId, cart.skuId))
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(and(inArray(cart.cartId, ids), eq(cart.memberId, memberId)));
  return rows.length === ids.length ? rows : null;
};

/**
 * Goods, quantities and the member's past purchases: the lines of the checkout, checked. A promotion's lines
 * (`items`, e.g. every SKU of a combo) come instead of the cart lines or the one SKU of the params.
 */
export const loadLines = async (
  db: Db,
  memberId: number,
  p: CheckoutParams,
  items?: readonly { skuId: number; num: number; stockTaken?: boolean }[],
  reader: CheckoutReader = directReader(db),
): Promise<CheckoutLine[]> => {
  let wanted: { cartId: number; skuId: number; num: number; stockTaken?: boolean }[];
  let rows: LineRow[] | undefined;
  if (items && items.length > 0) {
    wanted = items.map((i) => ({ cartId: 0, skuId: i.skuId, num: i.num, stockTaken: i.stockTaken }));
  } else if (p.cart_ids && p.cart_ids.length > 0) {
    const ids = [...new Set(p.cart_ids)];
    const joined = await cartLinesJoined(db, memberId, ids);
    if (joined) {
      const byId = new Map(joined.map((r) => [r.cartId, r]));
      wanted = ids.map((id) => byId.get(id)!).map((r) => ({ cartId: r.cartId, skuId: r.skuId, num: r.num }));
      rows = joined;
    } else {
      const found = await db
        .select({ cartId: cart.cartId, skuId: cart.skuId, num: cart.num })
        .from(cart)
        .where(and(inArray(cart.cartId, ids), eq(cart.memberId, memberId)));
      // A foreign or missing line refuses the whole checkout (no hint whose it is).
      if (found.length !== ids.length) throw checkoutError(orderCreateMessages.ocCartNotExist);
      const byId = new Map(found.map((r) => [r.cartId, r]));
      wanted = ids.map((id) => byId.get(id)!);
    }
  } else if (p.sku_id) {
    if (p.num === undefined) throw checkoutError(orderCreateMessages.ocNumRequired);
    wanted = [{ cartId: 0, skuId: p.sku_id, num: p.num }];
  } else {
    throw checkoutError(orderCreateMessages.ocGoodsRequired);
  }

  rows ??= await reader.skuRows(wanted.map((w) => w.skuId));
  const bySku = new Map(rows.map((r) => [r.skuId, r]));

  const lines: CheckoutLine[] = [];
  const perGoods = new Map<number, { num: number; name: string; minBuy: number; maxBuy: number }>();
  for (const w of wanted) {
    const r = bySku.get(w.skuId);
    if (!r || r.isDelete !== 0) throw checkoutError(orderCreateMessages.ocGoodsNotExist);
    if (r.goodsState !== GOODS_STATE.ON || r.verifyState !== GOODS_VERIFY_STATE.APPROVED || r.shopStatus !== SHOP_STATUS.open)
      throw checkoutError(orderCreateMessages.ocGoodsOffShelf, { name: r.skuName });
    if (!Number.isSafeInteger(w.num) || w.num <= 0) throw checkoutError(orderCreateMessages.ocStockShort, { name: r.skuName });
    if (!w.stockTaken && w.num > r.stock) throw checkoutError(orderCreateMessages.ocStockShort, { name: r.skuName });
    const g = perGoods.get(r.goodsId) ?? { num: 0, name: r.goodsName, minBuy: r.minBuy, maxBuy: r.maxBuy };
    g.num += w.num;
    perGoods.set(r.goodsId, g);
    lines.push({
      cartId: w.cartId,
      siteName: r.siteName,
      websiteId: r.websiteId,
      skuId: r.skuId,
      goodsId: r.goodsId,
      siteId: r.siteId,
      skuName: r.skuName,
      goodsName: r.goodsName,
      skuImage: r.skuImage,
      skuNo: r.skuNo,
      skuSpec: r.skuSpec,
      unit: r.unit,
      isVirtual: r.isVirtual === 1,
      isFreeShipping: r.isFreeShipping === 1,
      weight: r.weight,
      price: r.price,
      num: w.num,
      stock: r.stock,
      goodsMoney: r.price * w.num,
      promotionMoney: 0,
      couponMoney: 0,
      platformCouponMoney: 0,
      realGoodsMoney: r.price * w.num,
    });
  }
  for (const g of perGoods.values())
    if (g.minBuy > 0 && g.num < g.minBuy) throw checkoutError(orderCreateMessages.ocMinBuy, { name: g.name, min: g.minBuy });

  const limited = [...perGoods.entries()].filter(([, g]) => g.maxBuy > 0).map(([id]) => id);
  if (limited.length > 0) {
    // Past purchases: every line of the member's orders that were not closed.
    const had = await reader.goodsBought(memberId, limited);
    for (const id of limited) {
      const g = perGoods.get(id)!;
      const before = had.get(id) ?? 0;
      if (before + g.num > g.maxBuy) throw checkoutError(orderCreateMessages.ocMaxBuy, { name: g.name, max: g.maxBuy, bought: before });
    }
  }
  return lines;
};
