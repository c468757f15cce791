import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  SHOP_STATUS,
  Code,
  formatFen,
  nowSeconds,
  type CartGoodsRow,
  type CartListItem,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { skusForCart, type CartSku } from '../goods';
import { cartMessages } from './cart.messages';
import { cart } from './cart.tables';
import { rowsOf } from '../../infra/db/rows';

/** A cart SKU may be bought now: on shelf, approved, not deleted, its shop open. */
export const skuSellable = (s: Pick<CartSku, 'goods_state' | 'verify_state' | 'is_delete' | 'shop_status'>) =>
  s.goods_state === GOODS_STATE.ON &&
  s.verify_state === GOODS_VERIFY_STATE.APPROVED &&
  s.is_delete === 0 &&
  s.shop_status === SHOP_STATUS.open;

/** Total pieces in the member's cart over lines that can still be bought. */
export const cartCount = async (db: Db, memberId: number): Promise<number> => {
  const rows = await db.select({ skuId: cart.skuId, num: cart.num }).from(cart).where(eq(cart.memberId, memberId));
  if (rows.length === 0) return 0;
  const skus = await skusForCart(
    db,
    rows.map((r) => r.skuId),
  );
  const ok = new Set(skus.filter(skuSellable).map((s) => s.sku_id));
  return rows.reduce((sum, r) => (ok.has(r.skuId) ? sum + r.num : sum), 0);
};

/** `/api/cart/lists`: the member's cart lines as bare rows (oldest first), whatever their goods' state. */
export const cartList = (db: Db, memberId: number): Promise<CartListItem[]> =>
  db.select({ cart_id: cart.cartId, sku_id: cart.skuId, num: cart.num }).from(cart).where(eq(cart.memberId, memberId)).orderBy(cart.cartId);

/** Number of lines in the member's cart (what `/api/cart/add` answers). */
export const cartLines = async (db: Db, memberId: number): Promise<number> => {
  const [{ n }] = await db.select({ n: count() }).from(cart).where(eq(cart.memberId, memberId));
  return n;
};

const sellableSku = async (db: Db, skuId: number): Promise<CartSku> => {
  const [s] = await skusForCart(db, [skuId]);
  if (!s) throw new AppError(cartMessages.skuNotExist, Code.ERROR);
  if (!skuSellable(s)) throw new AppError(cartMessages.skuOffShelf, Code.ERROR);
  return s;
};

interface Bounds {
  min: number;
  max: number;
}

/** Quantity bounds of one line: at least min_buy (or 1), at most stock and max_buy. */
const boundsOf = (s: CartSku): Bounds => ({
  min: Math.max(1, s.min_buy),
  max: s.max_buy > 0 ? Math.min(s.stock, s.max_buy) : s.stock,
});

/** The clear reason a line total `total` (of which `cur` already in the cart) is out of bounds. */
const boundsError = (s: CartSku, total: number, cur: number): AppError => {
  if (total > s.stock) {
    if (s.stock <= 0) return new AppError(cartMessages.stockEmpty, Code.ERROR);
    const max = s.max_buy > 0 ? Math.min(s.stock, s.max_buy) : s.stock;
    return cur > 0
      ? new AppError(cartMessages.stockLeftInCart, Code.ERROR, { cur, max })
      : new AppError(cartMessages.stockLeft, Code.ERROR, { max });
  }
  if (s.max_buy > 0 && total > s.max_buy) {
    return cur > 0
      ? new AppError(cartMessages.maxBuyInCart, Code.ERROR, { cur, max: s.max_buy })
      : new AppError(cartMessages.maxBuy, Code.ERROR, { max: s.max_buy });
  }
  return new AppError(cartMessages.minBuy, Code.ERROR, { min: Math.max(1, s.min_buy) });
};

const currentNum = async (db: Db, memberId: number, skuId: number): Promise<number> => {
  const [row] = await db
    .select({ num: cart.num })
    .from(cart)
    .where(and(eq(cart.memberId, memberId), eq(cart.skuId, skuId)))
    .limit(1);
  return row?.num ?? 0;
};

/**
 * Adds `num` of a SKU, merging into the member's line for it. One guarded upsert: the line total after
 * adding stays within [min_buy, min(stock, max_buy)] even when many adds race. Answers the number of lines.
 */
export const addToCart = async (db: Db, memberId: number, skuId: number, num: number): Promise<number> => {
  const s = await sellableSku(db, skuId);
  const b = boundsOf(s);
  if (num > b.max) {
    const cur = await currentNum(db, memberId, skuId);
    throw boundsError(s, cur + num, cur);
  }
  // A fresh line must already satisfy min_buy; below it, only topping up an existing line is allowed.
  const res = await db.execute(sql`
    insert into cart (member_id, site_id, sku_id, num, create_time)
    select ${memberId}, ${s.site_id}, ${skuId}, ${num}, ${nowSeconds()}
    where ${num >= b.min} or exists (select 1 from cart where member_id = ${memberId} and sku_id = ${skuId})
    on conflict (member_id, sku_id) do update
      set num = cart.num + excluded.num, site_id = excluded.site_id
      where cart.num + excluded.num between ${b.min} and ${b.max}
    returning cart_id`);
  if (rowsOf(res).length !== 1) {
    const cur = await currentNum(db, memberId, skuId);
    throw boundsError(s, cur + num, cur);
  }
  return cartLines(db, memberId);
};

const ownLine = async (db: Db, memberId: number, cartId: number) => {
  const [row] = await db
    .select({ skuId: cart.skuId, num: cart.num })
    .from(cart)
    .where(and(eq(cart.cartId, cartId), eq(cart.memberId, memberId)))
    .limit(1);
  if (!row) throw new AppError(cartMessages.cartNotExist, Code.ERROR, undefined, null, 'CART_NOT_EXIST');
  return row;
};

/** Sets the quantity of one of the member's own lines, within [min_buy, min(stock, max_buy)]. */
export const editCart = async (db: Db, memberId: number, cartId: number, num: number): Promise<number> => {
  const line = await ownLine(db, memberId, cartId);
  const s = await sellableSku(db, line.skuId);
  const b = boundsOf(s);
  if (num < b.min || num > b.max) throw boundsError(s, num, 0);
  const done = await db
    .update(cart)
    .set({ num })
    .where(and(eq(cart.cartId, cartId), eq(cart.memberId, memberId)))
    .returning({ id: cart.cartId });
  if (done.length !== 1) throw new AppError(cartMessages.cartNotExist, Code.ERROR, undefined, null, 'CART_NOT_EXIST');
  return num;
};

/** Deletes the listed lines; all must be the member's own, otherwise nothing is deleted. Answers the count deleted. */
export const deleteCart = async (db: Db, memberId: number, cartIds: number[]): Promise<number> => {
  const ids = [...new Set(cartIds)];
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(cart)
      .where(and(eq(cart.memberId, memberId), inArray(cart.cartId, ids)))
      .returning({ id: cart.cartId });
    if (gone.length !== ids.length) throw new AppError(cartMessages.cartNotExist, Code.ERROR, undefined, null, 'CART_NOT_EXIST');
    return gone.length;
  });
};

export const clearCart = async (db: Db, memberId: number): Promise<number> =>
  (await db.delete(cart).where(eq(cart.memberId, memberId)).returning({ id: cart.cartId })).length;

/** The member's lines with their SKU, shop and state (reference §4.7), by shop then newest line first. */
export const cartGoodsList = async (db: Db, memberId: number): Promise<CartGoodsRow[]> => {
  const rows = await db.select().from(cart).where(eq(cart.memberId, memberId));
  if (rows.length === 0) return [];
  const skus = new Map(
    (
      await skusForCart(
        db,
        rows.map((r) => r.skuId),
      )
    ).map((s) => [s.sku_id, s]),
  );
  const out: CartGoodsRow[] = [];
  for (const r of rows) {
    const s = skus.get(r.skuId);
    // A line whose SKU no longer exists at all cannot be shown or bought; it only goes away with clear.
    if (!s) continue;
    out.push({
      cart_id: r.cartId,
      site_id: s.site_id,
      member_id: r.memberId,
      sku_id: s.sku_id,
      goods_id: s.goods_id,
      num: r.num,
      sku_name: s.sku_name,
      sku_no: s.sku_no,
      sku_spec_format: s.sku_spec_format,
      price: formatFen(s.price),
      market_price: formatFen(s.market_price),
      discount_price: formatFen(s.discount_price),
      promotion_type: 0,
      stock: s.stock,
      sku_image: s.sku_image,
      site_name: s.site_name,
      website_id: s.website_id,
      is_own: s.is_own,
      goods_state: s.goods_state,
      verify_state: s.verify_state,
      is_delete: s.is_delete,
      goods_name: s.goods_name,
      unit: s.unit,
      shop_status: s.shop_status,
      max_buy: s.max_buy,
      min_buy: s.min_buy,
    });
  }
  return out.sort((a, b) => a.site_id - b.site_id || b.cart_id - a.cart_id);
};
