import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatFen, nowSeconds, type WholesaleCartAddParams, type WholesaleCartEditParams, type WholesaleCartRow } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { wholesaleMessages } from './wholesale.messages';
import { checkedTierPrice, wholesaleSkuFacts, wsRefuse } from './wholesale.skus';
import { wholesaleCart } from './wholesale.tables';
import { priceJsonOf, readTiers, tierPrice, tiersOut } from './wholesale.tiers';

/** `/wholesale/api/cart/count` and `wholesale_cart_count` of `/api/config/init`: the pieces in the member's wholesale cart. */
export const wholesaleCartCount = async (db: Db, memberId: number): Promise<number> => {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${wholesaleCart.num}), 0)::int` })
    .from(wholesaleCart)
    .where(eq(wholesaleCart.memberId, memberId));
  return Number(r?.n ?? 0);
};

/**
 * Adds pieces of a SKU to the member's wholesale cart (to its row when there is one, in one upsert), then checks
 * the row's quantity against the SKU's tiers and stock: a refusal rolls the add back.
 */
export const wholesaleCartAdd = (db: Db, memberId: number, p: WholesaleCartAddParams): Promise<number> =>
  db.transaction(async (tx) => {
    const s = (await wholesaleSkuFacts(tx, [p.sku_id])).get(p.sku_id);
    if (!s || s.tiers.length === 0) throw wsRefuse(wholesaleMessages.wsNotExist);
    const [row] = await tx
      .insert(wholesaleCart)
      .values({ memberId, siteId: s.siteId, goodsId: s.goodsId, skuId: s.skuId, num: p.num, createTime: nowSeconds() })
      .onConflictDoUpdate({ target: [wholesaleCart.memberId, wholesaleCart.skuId], set: { num: sql`${wholesaleCart.num} + excluded.num` } })
      .returning({ num: wholesaleCart.num });
    checkedTierPrice(s, row!.num);
    return wholesaleCartCount(tx, memberId);
  });

/** Sets the quantity of one of the member's rows (checked like an add). */
export const wholesaleCartEdit = (db: Db, memberId: number, p: WholesaleCartEditParams): Promise<number> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(wholesaleCart)
      .set({ num: p.num })
      .where(and(eq(wholesaleCart.cartId, p.cart_id), eq(wholesaleCart.memberId, memberId)))
      .returning({ skuId: wholesaleCart.skuId });
    if (!row) throw wsRefuse(wholesaleMessages.wsCartNotExist);
    checkedTierPrice((await wholesaleSkuFacts(tx, [row.skuId])).get(row.skuId), p.num);
    return wholesaleCartCount(tx, memberId);
  });

/** Deletes rows of the member's wholesale cart; one that is not theirs refuses the whole delete. */
export const wholesaleCartDelete = (db: Db, memberId: number, cartIds: number[]): Promise<number> =>
  db.transaction(async (tx) => {
    const ids = [...new Set(cartIds)];
    const gone = await tx
      .delete(wholesaleCart)
      .where(and(inArray(wholesaleCart.cartId, ids), eq(wholesaleCart.memberId, memberId)))
      .returning({ id: wholesaleCart.cartId });
    if (gone.length !== ids.length) throw wsRefuse(wholesaleMessages.wsCartNotExist);
    return wholesaleCartCount(tx, memberId);
  });

export const wholesaleCartClear = async (db: Db, memberId: number): Promise<number> => {
  await db.delete(wholesaleCart).where(eq(wholesaleCart.memberId, memberId));
  return 0;
};

/** Removes the rows a wholesale order bought, in its transaction: all of them, or the order fails (bought twice meanwhile). */
export const removeBoughtCartRowsTx = async (tx: Db, memberId: number, cartIds: readonly number[]): Promise<void> => {
  if (cartIds.length === 0) return;
  const gone = await tx
    .delete(wholesaleCart)
    .where(and(inArray(wholesaleCart.cartId, [...cartIds]), eq(wholesaleCart.memberId, memberId)))
    .returning({ id: wholesaleCart.cartId });
  if (gone.length !== cartIds.length) throw wsRefuse(wholesaleMessages.wsCartNotExist);
};

type CartRow = {
  cart_id: number;
  site_id: number;
  site_name: string;
  member_id: number;
  sku_id: number;
  goods_id: number;
  num: number;
  sku_name: string;
  sku_image: string;
  goods_name: string;
  unit: string;
  stock: number;
  price_json: unknown;
  wholesale_goods_id: number | null;
  min_price: number | null;
  max_price: number | null;
  min_num: number | null;
  status: number | null;
  goods_state: number;
  verify_state: number;
  is_delete: number;
  shop_status: number;
};

/** `/wholesale/api/cart/lists`: the member's rows, newest first, each with its tiers and the tier price of its quantity. */
export const wholesaleCartLists = async (db: Db, memberId: number): Promise<WholesaleCartRow[]> => {
  const rows = rowsOf<CartRow>(
    await db.execute(sql`select c.cart_id, c.site_id, sh.site_name, c.member_id, c.sku_id, c.goods_id, c.num,
        k.sku_name, k.sku_image, g.goods_name, g.unit, k.stock, s.price_json,
        w.wholesale_goods_id, w.min_price, w.max_price, w.min_num, w.status,
        g.goods_state, g.verify_state, g.is_delete, sh.shop_status
      from wholesale_cart c join goods_sku k on k.sku_id = c.sku_id join goods g on g.goods_id = c.goods_id
      join shop sh on sh.site_id = g.site_id
      left join promotion_wholesale_sku s on s.sku_id = c.sku_id
      left join promotion_wholesale_goods w on w.wholesale_goods_id = s.wholesale_goods_id
      where c.member_id = ${memberId} order by c.cart_id desc`),
  );
  return rows.map((r) => {
    const tiers = readTiers(r.price_json);
    return {
      cart_id: Number(r.cart_id),
      site_id: Number(r.site_id),
      site_name: r.site_name,
      member_id: Number(r.member_id),
      sku_id: Number(r.sku_id),
      goods_id: Number(r.goods_id),
      num: Number(r.num),
      sku_name: r.sku_name,
      sku_image: r.sku_image,
      goods_name: r.goods_name,
      unit: r.unit,
      stock: Number(r.stock),
      wholesale_goods_id: Number(r.wholesale_goods_id ?? 0),
      min_price: formatFen(Number(r.min_price ?? 0)),
      max_price: formatFen(Number(r.max_price ?? 0)),
      min_num: Number(r.min_num ?? 0),
      status: Number(r.status ?? 0),
      price_json: priceJsonOf(tiers),
      price_array: tiersOut(tiers),
      price: formatFen(tierPrice(tiers, Number(r.num)) ?? 0),
      goods_state: Number(r.goods_state),
      verify_state: Number(r.verify_state),
      is_delete: Number(r.is_delete),
      shop_status: Number(r.shop_status),
    };
  });
};
