import { sql } from 'drizzle-orm';
import { Code, GOODS_STATE, GOODS_VERIFY_STATE, SHOP_STATUS, WHOLESALE_ERROR_CODE, WHOLESALE_STATUS } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { wholesaleMessages } from './wholesale.messages';
import type { StoredTier } from './wholesale.tables';
import { readTiers, tierPrice } from './wholesale.tiers';

/** A SKU as the wholesale cart and checkout check it: on sale by wholesale or not, its tiers and stock. */
export interface WholesaleSkuFacts {
  skuId: number;
  goodsId: number;
  siteId: number;
  wholesaleGoodsId: number;
  name: string;
  stock: number;
  /** Empty when the SKU is not (or no longer) sold by wholesale, or its goods is not on sale. */
  tiers: StoredTier[];
}

/** The SKUs' wholesale facts (one statement); a SKU that does not exist is left out. */
export const wholesaleSkuFacts = async (db: Db, skuIds: readonly number[]): Promise<Map<number, WholesaleSkuFacts>> => {
  if (skuIds.length === 0) return new Map();
  const rows = rowsOf<{
    sku_id: number;
    goods_id: number;
    site_id: number;
    sku_name: string;
    stock: number;
    wholesale_goods_id: number | null;
    price_json: unknown;
    selling: boolean;
  }>(
    await db.execute(sql`select k.sku_id, k.goods_id, g.site_id, k.sku_name, k.stock, w.wholesale_goods_id, s.price_json,
        (w.status = ${WHOLESALE_STATUS.ON} and g.is_delete = 0 and g.goods_state = ${GOODS_STATE.ON}
          and g.verify_state = ${GOODS_VERIFY_STATE.APPROVED} and sh.shop_status = ${SHOP_STATUS.open}) is true as selling
      from goods_sku k join goods g on g.goods_id = k.goods_id join shop sh on sh.site_id = g.site_id
      left join promotion_wholesale_sku s on s.sku_id = k.sku_id
      left join promotion_wholesale_goods w on w.wholesale_goods_id = s.wholesale_goods_id
      where k.sku_id in (${sql.join(
        skuIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.sku_id),
      {
        skuId: Number(r.sku_id),
        goodsId: Number(r.goods_id),
        siteId: Number(r.site_id),
        wholesaleGoodsId: Number(r.wholesale_goods_id ?? 0),
        name: r.sku_name,
        stock: Number(r.stock),
        tiers: r.selling ? readTiers(r.price_json) : [],
      },
    ]),
  );
};

/** A wholesale refusal: `error_code` 5 for a quantity or SKU outside the tiers (reference §3), else 1. */
export const wsRefuse = (key: string, params?: Record<string, string | number>, errorCode = 1) =>
  new AppError(key, Code.ERROR, params, { error_code: errorCode });

/**
 * The tier price of `num` pieces of `s` (fen), checked: a SKU not sold by wholesale and a quantity below its
 * first tier are refused with error_code 5, a quantity beyond its stock too.
 */
export const checkedTierPrice = (s: WholesaleSkuFacts | undefined, num: number, nameIfMissing = ''): number => {
  if (!s || s.tiers.length === 0) throw wsRefuse(wholesaleMessages.wsNoTier, { name: s?.name ?? nameIfMissing }, WHOLESALE_ERROR_CODE);
  const price = tierPrice(s.tiers, num);
  if (price === null) throw wsRefuse(wholesaleMessages.wsBelowTier, { name: s.name, num, min: s.tiers[0]!.num }, WHOLESALE_ERROR_CODE);
  if (num > s.stock) throw wsRefuse(wholesaleMessages.wsStockShort, { name: s.name });
  return price;
};
