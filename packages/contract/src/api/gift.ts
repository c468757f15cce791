import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { flagParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';

/** Gift order `express_status`: 0 waiting to be shipped, 1 shipped. */
export const GIFT_EXPRESS_STATUS = { waiting: 0, shipped: 1 } as const;

/** Where a gift order came from: a points exchange or a game award. */
export const GIFT_ORDER_SOURCES = ['pointexchange', 'game'] as const;
export type GiftOrderSource = (typeof GIFT_ORDER_SOURCES)[number];

/** A gift of the catalogue (礼品): what exchanges and game awards ship. */
export interface Gift {
  gift_id: number;
  gift_name: string;
  gift_image: string;
  stock: number;
  sale_num: number;
  status: number;
  create_time: number;
}

/** `/gift/api/giftorder/page|info` (reference §4.15): a gift shipped to the member. */
export interface GiftOrder {
  order_id: number;
  order_no: string;
  gift_id: number;
  gift_name: string;
  gift_image: string;
  num: number;
  remark: string;
  create_time: number;
  /** 0 waiting to be shipped, 1 shipped. */
  express_status: number;
  express_no: string;
  express_company_id: number;
  express_company_name: string;
  express_time: number;
  member_name: string;
  mobile: string;
  full_address: string;
  source: string;
  relate_id: number;
}

export const giftOrderInfoParams = z.object({ order_id: idParam() });
export type GiftOrderInfoParams = z.infer<typeof giftOrderInfoParams>;

/** The member side of gifts: the gift orders shipped to them. */
export const giftApi = {
  orderPage: endpoint({
    path: '/gift/api/giftorder/page',
    access: 'member',
    params: pageParams,
    response: returns<Paged<GiftOrder>>(),
    summary: "The member's gift orders, newest first",
  }),
  orderInfo: endpoint({
    path: '/gift/api/giftorder/info',
    access: 'member',
    params: giftOrderInfoParams,
    response: returns<GiftOrder>(),
    summary: 'One gift order of the member with its delivery state',
  }),
};

// ---------------------------------------------------------------- operator

/** `/admin/api/gift/add` and `edit` (with `gift_id`). */
export const giftSaveParams = z.object({
  gift_id: optional(idParam()),
  gift_name: strParam(1, 50),
  gift_image: withDefault(z.string().max(255), ''),
  stock: intParam(0, 10_000_000),
  status: withDefault(flagParam(), 1),
});
export type GiftSaveParams = z.infer<typeof giftSaveParams>;

export const giftAdminListParams = pageParams.extend({ status: optional(intParam(0, 1)) });
export type GiftAdminListParams = z.infer<typeof giftAdminListParams>;

export const giftOrderAdminListParams = pageParams.extend({ express_status: optional(intParam(0, 1)) });
export type GiftOrderAdminListParams = z.infer<typeof giftOrderAdminListParams>;

/** `/admin/api/giftorder/ship`: the parcel's express company and number; moves express_status 0 → 1. */
export const giftOrderShipParams = z.object({
  order_id: idParam(),
  express_company_id: withDefault(intParam(0, 2_147_483_647), 0),
  express_company_name: strParam(1, 64),
  express_no: strParam(1, 64),
});
export type GiftOrderShipParams = z.infer<typeof giftOrderShipParams>;

/** The operator side of gifts (header x-admin-key). */
export const giftAdminApi = {
  lists: endpoint({
    path: '/admin/api/gift/lists',
    access: 'operator',
    params: giftAdminListParams,
    response: returns<Paged<Gift>>(),
    summary: 'The gift catalogue',
  }),
  add: endpoint({
    path: '/admin/api/gift/add',
    access: 'operator',
    params: giftSaveParams,
    response: returns<Gift>(),
    write: true,
    summary: 'Add a gift to the catalogue',
  }),
  edit: endpoint({
    path: '/admin/api/gift/edit',
    access: 'operator',
    params: giftSaveParams,
    response: returns<Gift>(),
    write: true,
    summary: 'Change a gift (orders keep the name and image they were made with)',
  }),
  orderLists: endpoint({
    path: '/admin/api/giftorder/lists',
    access: 'operator',
    params: giftOrderAdminListParams,
    response: returns<Paged<GiftOrder>>(),
    summary: 'Every gift order, newest first',
  }),
  ship: endpoint({
    path: '/admin/api/giftorder/ship',
    access: 'operator',
    params: giftOrderShipParams,
    response: returns<GiftOrder>(),
    write: true,
    summary: 'Ship a gift order (express company and number)',
  }),
};
