import { sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  nowSeconds,
  PRESALE_ORDER_STATUS,
  type Paged,
  type PresaleDetailResult,
  type PresaleFields,
  type PresaleGoodsItem,
  type PresaleGoodsPageParams,
  type PresaleSkuDetail,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { activityGoodsItem, activityGoodsPage, activityGoodsReads, activitySkuDetail, goodsActivitySkuRow, wireStatusOf } from '../engine';
import { depositOf, presaleKind, presaleRulesOf } from './presale.kind';
import { presaleMessages } from './presale.messages';

type ActivityCols = { activity_id: number; name: string; start_time: number; end_time: number; status: number; rules: unknown };

/** The fields every presale answer shares, from its activity row and one SKU row. */
const fieldsOf = (a: ActivityCols, s: { price: number; extra: unknown; stock: number; sale_num: number }, at: number): PresaleFields => {
  const r = presaleRulesOf(a.rules);
  return {
    presale_id: Number(a.activity_id),
    presale_name: a.name,
    presale_price: formatFen(Number(s.price)),
    presale_deposit: formatFen(depositOf(s.extra)),
    stock: Number(s.stock),
    sale_num: Number(s.sale_num),
    status: wireStatusOf(presaleKind, a, at),
    start_time: Number(a.start_time),
    end_time: Number(a.end_time),
    pay_start_time: r.pay_start_time,
    pay_end_time: r.pay_end_time,
    deliver_type: r.deliver_type,
    deliver_time: r.deliver_time,
    is_deposit_back: r.is_deposit_back,
    max_buy: r.max_buy,
  };
};

/** What every read of a presale SKU row selects (`s` the activity SKU, `a` the activity): `sale_num` over all its SKUs. */
const FIELDS = sql`s.id, a.activity_id, s.sku_id, s.goods_id, a.site_id, s.price, s.extra, s.stock,
  a.name, a.status, a.start_time, a.end_time, a.rules,
  (select coalesce(sum(o.sale_num), 0) from promotion_activity_sku o where o.activity_id = a.activity_id) as sale_num`;

type SkuRow = ActivityCols & {
  id: number;
  sku_id: number;
  goods_id: number;
  site_id: number;
  price: number;
  extra: unknown;
  stock: number;
  sale_num: number;
};

/**
 * `/presale/api/goods/page`: the presales not closed whose deposit window is not over (taking deposits first, then
 * those about to), each as its cheapest SKU, of goods on sale in open shops.
 */
export const presaleGoodsPage = (db: Db, p: PresaleGoodsPageParams, at = nowSeconds()): Promise<Paged<PresaleGoodsItem>> =>
  activityGoodsPage<SkuRow, PresaleGoodsItem>(db, presaleKind.kind, p, FIELDS, at, (r) => ({
    ...fieldsOf(r, r, at),
    ...activityGoodsItem(r),
  }));

const notExist = () => new AppError(presaleMessages.presaleNotExist, Code.ERROR);

/** A SKU row of presale `id`: of `skuId` when given, else the goods' default SKU when it is in it, else its cheapest. */
const presaleSkuRow = (db: Db, id: number, skuId?: number) => goodsActivitySkuRow<SkuRow>(db, presaleKind.kind, FIELDS, id, skuId);

/** Units the member booked of presale `id` (orders not closed). */
const bookedBy = async (db: Db, id: number, memberId: number | null | undefined): Promise<number> => {
  if (!memberId) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(num), 0)::int as n from presale_order
      where presale_id = ${id} and member_id = ${memberId} and order_status <> ${PRESALE_ORDER_STATUS.CLOSED}`),
  );
  return Number(row?.n ?? 0);
};

const presaleDetailOf = async (db: Db, row: SkuRow, memberId: number | null | undefined, at: number): Promise<PresaleDetailResult> => {
  const { base, goodsSpecFormat } = await activitySkuDetail(db, row, memberId, 'activity');
  const d = base.goods_sku_detail;
  const f = fieldsOf(row, row, at);
  const booked = await bookedBy(db, Number(row.activity_id), memberId);
  const detail: PresaleSkuDetail = {
    ...d,
    goods_spec_format: goodsSpecFormat,
    promotion_type: presaleKind.kind,
    ...f,
    goods_stock: d.stock,
    presale_num: booked,
    is_buy: f.max_buy === 0 || booked < f.max_buy ? 1 : 0,
  };
  return { goods_sku_detail: detail, shop_info: base.shop_info };
};

const reads = activityGoodsReads({
  kind: presaleKind,
  find: presaleSkuRow,
  detailOf: (db, row, memberId) => presaleDetailOf(db, row, memberId, nowSeconds()),
});

/** `/presale/api/goods/detail` (`id` = the presale; `sku_id` picks one of its SKUs). */
export const presaleGoodsDetail = async (db: Db, id: number, skuId: number | undefined, memberId: number | null | undefined) => {
  const row = (skuId ? await presaleSkuRow(db, id, skuId) : undefined) ?? (await presaleSkuRow(db, id));
  if (!row) throw notExist();
  return presaleDetailOf(db, row, memberId, nowSeconds());
};

/** `/presale/api/goods/info`: another SKU; `{type:'again'}` with a valid SKU when it is not in the presale. */
export const presaleGoodsInfo = reads.info;

/** What the poster draws of a presale: its price is the deposit. */
export const presalePosterFacts = reads.poster;
