import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idListParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import type { GoodsSkuDetail } from './goodsdetail';
import { yuanParam } from './goods';
import { posterParams, type PosterResult } from './poster';
import { activitySkuListParam, promotionCheckoutApi, PROMOTION_STATUS } from './promotion';
import type { ShopInfo } from './shop';

/**
 * Seckill 秒杀 (addon `seckill`, reference §4.18, §5, §6): time slots in seconds since the mall's midnight (UTC+8),
 * activities running in some of them, their SKUs at `seckill_price` with their own `stock` and a per-member
 * `max_buy` counted over past orders. `seckill_id` names a slot in `seckillgoods/page`, an activity SKU row
 * (`id`) in detail, info, poster and the order trio. Status: 0 未开始, 1 进行中, 2 已结束, -1 已关闭.
 */
export const SECKILL_STATUS = PROMOTION_STATUS;

/** Seconds in a day: slot bounds lie in [0, 86400]. */
export const DAY_SECONDS = 86_400;

export interface SeckillSlot {
  id: number;
  name: string;
  seckill_start_time: number;
  seckill_end_time: number;
  /** "H:i:s" */
  seckill_start_time_show: string;
  seckill_end_time_show: string;
}

/** An activity SKU as lists and details show it. */
export interface SeckillSkuFields {
  /** The activity SKU row (what detail, info and the order trio take as `seckill_id`). */
  id: number;
  /** The activity. */
  seckill_id: number;
  seckill_name: string;
  seckill_price: string;
  /** Seckill stock. */
  stock: number;
  /** Per-member limit over all orders of the activity (0 = none). */
  max_buy: number;
  sale_num: number;
  status: number;
  start_time: number;
  end_time: number;
  /** The slot running now or next today (seconds since midnight), 0/0 when none is left. */
  seckill_start_time: number;
  seckill_end_time: number;
}

export interface SeckillGoodsItem extends SeckillSkuFields {
  site_id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_image: string;
  goods_image: string;
  /** The goods' own price. */
  price: string;
}

export type SeckillSkuDetail = Omit<GoodsSkuDetail, 'stock' | 'max_buy' | 'sale_num' | 'start_time' | 'end_time'> &
  SeckillSkuFields & {
    /** The goods SKU's own stock (a seckill order takes from both). */
    goods_stock: number;
  };

export interface SeckillDetailResult {
  goods_sku_detail: SeckillSkuDetail;
  shop_info: ShopInfo;
}

/** `info` for a SKU outside the activity: reload with this one. */
export interface SeckillInfoAgain {
  type: 'again';
  sku_id: number;
}

export const seckillListsParams = z.object({ site_id: optional(intParam(0, 2_147_483_647)) });
export const seckillGoodsPageParams = pageParams.extend({
  seckill_id: idParam(),
  site_id: optional(intParam(0, 2_147_483_647)),
  website_id: optional(intParam(0, 2_147_483_647)),
});
export type SeckillGoodsPageParams = z.infer<typeof seckillGoodsPageParams>;
export const seckillDetailParams = z.object({ seckill_id: idParam() });
export const seckillInfoParams = z.object({ seckill_id: idParam(), sku_id: idParam() });

// ---------------------------------------------------------------- operator

const slotSecond = () => intParam(0, DAY_SECONDS);
export const seckillTimeParams = z.object({
  name: strParam(1, 64),
  seckill_start_time: slotSecond(),
  seckill_end_time: slotSecond(),
});
export type SeckillTimeParams = z.infer<typeof seckillTimeParams>;
export const seckillTimeEditParams = seckillTimeParams.extend({ id: idParam() });
export const seckillTimeDeleteParams = z.object({ id: idParam() });

/** One SKU of an activity as the operator sends it. */
export const seckillGoodsInput = z.object({
  sku_id: idParam(),
  seckill_price: yuanParam(),
  stock: intParam(0, 10_000_000),
  max_buy: withDefault(intParam(0, 10_000_000), 0),
});

/** `goods`: a JSON string (or array) of SKUs, 1 to 100. */
const seckillGoodsParam = activitySkuListParam(seckillGoodsInput);

export const seckillAddParams = z.object({
  site_id: idParam(),
  seckill_name: strParam(1, 64),
  start_time: intParam(0, 4_102_444_800),
  end_time: intParam(1, 4_102_444_800),
  /** Slot ids, "1,2". */
  time_ids: idListParam(50),
  goods: seckillGoodsParam,
  remark: optional(strParam(0, 255)),
});
export type SeckillAddParams = z.infer<typeof seckillAddParams>;
/** The shop of an activity does not change. */
export const seckillEditParams = seckillAddParams.omit({ site_id: true }).extend({ seckill_id: idParam() });
export type SeckillEditParams = z.infer<typeof seckillEditParams>;
export const seckillCloseParams = z.object({ seckill_id: idParam() });
export const seckillAdminListParams = pageParams.extend({
  status: optional(intParam(-1, 2)),
  site_id: optional(idParam()),
});
export type SeckillAdminListParams = z.infer<typeof seckillAdminListParams>;

export interface SeckillAdminSku {
  id: number;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  seckill_price: string;
  price: string;
  stock: number;
  sale_num: number;
  max_buy: number;
}

export interface SeckillAdminActivity {
  seckill_id: number;
  site_id: number;
  seckill_name: string;
  start_time: number;
  end_time: number;
  status: number;
  time_ids: number[];
  remark: string;
  create_time: number;
  goods: SeckillAdminSku[];
}

// Declared on its own (not spread into the api below) so the H5 build can reduce it to its three paths.
const seckillOrder = promotionCheckoutApi('seckill', 'seckill_id', 'seckill');

/** Seckill for shoppers (reference §4.18). */
export const seckillApi = {
  lists: endpoint({
    path: '/seckill/api/seckill/lists',
    access: 'visitor',
    params: seckillListsParams,
    response: returns<{ list: SeckillSlot[] }>(),
    summary: "Today's slots not yet over that have running seckill goods",
  }),
  goodsPage: endpoint({
    path: '/seckill/api/seckillgoods/page',
    access: 'visitor',
    params: seckillGoodsPageParams,
    response: returns<Paged<SeckillGoodsItem>>(),
    summary: 'The seckill goods of a slot (seckill_id = slot id)',
  }),
  goodsDetail: endpoint({
    path: '/seckill/api/seckillgoods/detail',
    access: 'optional',
    params: seckillDetailParams,
    response: returns<SeckillDetailResult>(),
    summary: 'A seckill SKU with its goods and shop; only the activity SKUs are selectable',
  }),
  goodsInfo: endpoint({
    path: '/seckill/api/seckillgoods/info',
    access: 'optional',
    params: seckillInfoParams,
    response: returns<SeckillSkuDetail | SeckillInfoAgain>(),
    summary: "Another SKU of the seckill goods; {type:'again', sku_id} when it is not in the activity",
  }),
  goodsPoster: endpoint({
    path: '/seckill/api/seckillgoods/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: 'The share poster of a seckill SKU (qrcode_param {seckill_id})',
  }),
  orderPayment: seckillOrder.payment,
  orderCalculate: seckillOrder.calculate,
  orderCreate: seckillOrder.create,
};

/** Seckill for the operator (x-admin-key). */
export const seckillAdminApi = {
  timeLists: endpoint({
    path: '/admin/api/seckill/timelists',
    access: 'operator',
    response: returns<SeckillSlot[]>(),
    summary: 'Every seckill time slot',
  }),
  timeAdd: endpoint({
    path: '/admin/api/seckill/addtime',
    access: 'operator',
    params: seckillTimeParams,
    response: returns<SeckillSlot>(),
    write: true,
    summary: 'Add a seckill time slot (seconds since midnight)',
  }),
  timeEdit: endpoint({
    path: '/admin/api/seckill/edittime',
    access: 'operator',
    params: seckillTimeEditParams,
    response: returns<SeckillSlot>(),
    write: true,
    summary: 'Change a seckill time slot',
  }),
  timeDelete: endpoint({
    path: '/admin/api/seckill/deletetime',
    access: 'operator',
    params: seckillTimeDeleteParams,
    response: returns<{ id: number }>(),
    write: true,
    summary: 'Delete a slot no open activity runs in',
  }),
  lists: endpoint({
    path: '/admin/api/seckill/lists',
    access: 'operator',
    params: seckillAdminListParams,
    response: returns<Paged<SeckillAdminActivity>>(),
    summary: 'A page of seckill activities with their SKUs',
  }),
  add: endpoint({
    path: '/admin/api/seckill/add',
    access: 'operator',
    params: seckillAddParams,
    response: returns<SeckillAdminActivity>(),
    write: true,
    summary: 'Add a seckill activity with its SKUs',
  }),
  edit: endpoint({
    path: '/admin/api/seckill/edit',
    access: 'operator',
    params: seckillEditParams,
    response: returns<SeckillAdminActivity>(),
    write: true,
    summary: "Change an activity that is not closed: window, slots and SKUs (a SKU's sales stay)",
  }),
  close: endpoint({
    path: '/admin/api/seckill/close',
    access: 'operator',
    params: seckillCloseParams,
    response: returns<SeckillAdminActivity>(),
    write: true,
    summary: 'Close an activity (no more orders; unpaid ones still give their stock back when closed)',
  }),
};
