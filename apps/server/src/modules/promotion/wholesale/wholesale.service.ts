import { sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  SHOP_STATUS,
  WHOLESALE_STATUS,
  type Paged,
  type WholesaleDetailResult,
  type WholesaleFields,
  type WholesaleGoodsItem,
  type WholesaleGoodsPageParams,
  type WholesaleInfoAgain,
  type WholesaleSkuDetail,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { buildGoodsSpecFormat, goodsSkuDetail, readSkuSpec, readStoredSpecs } from '../../goods';
import { skuPosterFacts } from '../engine';
import { wholesaleMessages } from './wholesale.messages';
import { priceJsonOf, readTiers, tiersOut } from './wholesale.tiers';

/** The wholesale fields of a goods row (raw numbers as the driver gives them). */
type GoodsFieldsRow = { wholesale_goods_id: number; min_price: number; max_price: number; min_num: number; status: number };

const fieldsOut = (r: GoodsFieldsRow): WholesaleFields => ({
  wholesale_goods_id: Number(r.wholesale_goods_id),
  min_price: formatFen(Number(r.min_price)),
  max_price: formatFen(Number(r.max_price)),
  min_num: Number(r.min_num),
  status: Number(r.status),
});

const onSale = sql`w.status = ${WHOLESALE_STATUS.ON} and g.is_delete = 0 and g.goods_state = ${GOODS_STATE.ON}
  and g.verify_state = ${GOODS_VERIFY_STATE.APPROVED} and sh.shop_status = ${SHOP_STATUS.open}`;

type PageRow = GoodsFieldsRow & {
  site_id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  goods_image: string;
  sku_image: string;
  price: number;
  unit: string;
  sale_num: number;
  total: number;
};

/** `/wholesale/api/goods/page`: the wholesale goods on sale, newest first. */
export const wholesaleGoodsPage = async (db: Db, p: WholesaleGoodsPageParams): Promise<Paged<WholesaleGoodsItem>> => {
  const site = p.site_id ? sql`and w.site_id = ${p.site_id}` : sql``;
  const website = p.website_id ? sql`and sh.website_id = ${p.website_id}` : sql``;
  const only =
    p.goods_id_arr && p.goods_id_arr.length > 0
      ? sql`and w.goods_id in (${sql.join(
          p.goods_id_arr.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const rows = rowsOf<PageRow>(
    await db.execute(sql`select w.wholesale_goods_id, w.min_price, w.max_price, w.min_num, w.status, w.site_id, w.goods_id,
        g.sku_id, g.goods_name, g.goods_image, k.sku_image, g.price, g.unit, g.sale_num, count(*) over () as total
      from promotion_wholesale_goods w
      join goods g on g.goods_id = w.goods_id
      join goods_sku k on k.sku_id = g.sku_id
      join shop sh on sh.site_id = g.site_id
      where ${onSale} ${site} ${website} ${only}
      order by w.wholesale_goods_id desc
      limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return {
    page_count: Math.ceil(count / p.page_size),
    count,
    list: rows.map((r) => ({
      ...fieldsOut(r),
      site_id: Number(r.site_id),
      goods_id: Number(r.goods_id),
      sku_id: Number(r.sku_id),
      goods_name: r.goods_name,
      goods_image: r.goods_image,
      sku_image: r.sku_image,
      price: formatFen(Number(r.price)),
      unit: r.unit,
      sale_num: Number(r.sale_num),
    })),
  };
};

type SkuRow = GoodsFieldsRow & { goods_id: number; sku_id: number; price_json: unknown };

const notExist = () => new AppError(wholesaleMessages.wsNotExist, Code.ERROR);

/**
 * A wholesale SKU of goods `goodsId` on sale: `skuId` when given and in the wholesale, else the goods' default SKU
 * when it is, else its first. By `skuId` alone when `goodsId` is 0.
 */
const wholesaleSkuRow = async (db: Db, goodsId: number, skuId?: number): Promise<SkuRow | undefined> => {
  const which = skuId ? sql`and s.sku_id = ${skuId}` : sql``;
  const goodsWhere = goodsId > 0 ? sql`and w.goods_id = ${goodsId}` : sql``;
  const [row] = rowsOf<SkuRow>(
    await db.execute(sql`select w.wholesale_goods_id, w.min_price, w.max_price, w.min_num, w.status, s.goods_id, s.sku_id, s.price_json
      from promotion_wholesale_sku s join promotion_wholesale_goods w on w.wholesale_goods_id = s.wholesale_goods_id
      join goods g on g.goods_id = s.goods_id join shop sh on sh.site_id = g.site_id
      where ${onSale} ${goodsWhere} ${which}
      order by (s.sku_id = g.sku_id) desc, s.id limit 1`),
  );
  return row;
};

/** A wholesale SKU as detail and info show it: the goods detail with only the wholesale SKUs selectable, and its tiers. */
const wholesaleDetailOf = async (db: Db, row: SkuRow, memberId: number | null | undefined): Promise<WholesaleDetailResult> => {
  const base = await goodsSkuDetail(db, Number(row.sku_id), memberId);
  const siblings = rowsOf<{ sku_id: number; stock: number; sku_spec_format: unknown; goods_spec_format: unknown }>(
    await db.execute(sql`select s.sku_id, k.stock, k.sku_spec_format, g.goods_spec_format
      from promotion_wholesale_sku s join goods_sku k on k.sku_id = s.sku_id join goods g on g.goods_id = s.goods_id
      where s.wholesale_goods_id = ${row.wholesale_goods_id} order by s.id`),
  );
  const own = siblings.find((s) => Number(s.sku_id) === Number(row.sku_id));
  const specFormat = buildGoodsSpecFormat(
    readStoredSpecs(siblings[0]?.goods_spec_format),
    siblings.map((s) => ({ sku_id: Number(s.sku_id), stock: Number(s.stock), spec: readSkuSpec(s.sku_spec_format) })),
    readSkuSpec(own?.sku_spec_format),
  );
  const tiers = readTiers(row.price_json);
  const detail: WholesaleSkuDetail = {
    ...base.goods_sku_detail,
    ...fieldsOut(row),
    goods_spec_format: JSON.stringify(specFormat),
    promotion_type: 'wholesale',
    min_buy: tiers[0]?.num ?? 1,
    price_json: priceJsonOf(tiers),
    price_array: tiersOut(tiers),
  };
  return { goods_sku_detail: detail, shop_info: base.shop_info };
};

/** `/wholesale/api/goods/detail` (`goods_id`, optionally the SKU to open on). */
export const wholesaleGoodsDetail = async (db: Db, goodsId: number, skuId: number | undefined, memberId: number | null | undefined) => {
  const row = (skuId ? await wholesaleSkuRow(db, goodsId, skuId) : undefined) ?? (await wholesaleSkuRow(db, goodsId));
  if (!row) throw notExist();
  return wholesaleDetailOf(db, row, memberId);
};

/** `/wholesale/api/goods/info`: a SKU with its tiers; `{type:'again'}` with the goods' first wholesale SKU when it has none. */
export const wholesaleGoodsInfo = async (
  db: Db,
  skuId: number,
  memberId: number | null | undefined,
): Promise<WholesaleSkuDetail | WholesaleInfoAgain> => {
  const row = await wholesaleSkuRow(db, 0, skuId);
  if (row) return (await wholesaleDetailOf(db, row, memberId)).goods_sku_detail;
  const [k] = rowsOf<{ goods_id: number }>(await db.execute(sql`select goods_id from goods_sku where sku_id = ${skuId}`));
  const first = k ? await wholesaleSkuRow(db, Number(k.goods_id)) : undefined;
  if (!first) throw notExist();
  return { type: 'again', sku_id: Number(first.sku_id) };
};

/** What the poster draws of a wholesale goods (`id` = goods_id): its lowest tier price. */
export const wholesalePosterFacts = async (db: Db, goodsId: number) => {
  const row = await wholesaleSkuRow(db, goodsId);
  if (!row) throw notExist();
  const k = await skuPosterFacts(db, Number(row.sku_id));
  if (!k) throw notExist();
  return { id: Number(row.goods_id), price: Number(row.min_price), ...k };
};
