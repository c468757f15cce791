import { z } from 'zod';
import { flagParam, idParam, intParam, optional, withDefault } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';
import { MOBILE_PATTERN, textInput } from './member';

/**
 * Member addresses (`/api/memberaddress/*`) and regions (`/api/address/*`), reference §4.4.
 * Region ids are GB/T 2260 codes (province 110000, city 110100, district 110101).
 * `type` 1 = plain address, 2 = has coordinates (usable for local delivery): set by the server
 * from longitude/latitude. The first address of a member becomes the default; exactly one default.
 */

/** 1 plain address, 2 with coordinates. */
export const ADDRESS_TYPES = { plain: 1, located: 2 } as const;
/** Addresses one member may keep. */
export const MEMBER_ADDRESS_MAX = 50;
export { MOBILE_PATTERN as ADDRESS_MOBILE_PATTERN };
/** Landline / extra phone: digits, spaces, dashes, plus and brackets. */
export const TELEPHONE_PATTERN = /^[\d\-+() ]*$/;

const coordParam = (min: number, max: number) =>
  optional(z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number().min(min).max(max)));
const regionId = withDefault(intParam(0, 2_147_483_647), 0);

// ---------------------------------------------------------------- params

export const memberAddressPageParams = pageParams.extend({ type: optional(intParam(1, 2)) });
export type MemberAddressPageParams = z.infer<typeof memberAddressPageParams>;

/** `info`: by `id`, or `default=1` for the default address (null when the member has none). */
export const memberAddressInfoParams = z.object({ id: optional(idParam()), default: optional(flagParam()) });
export type MemberAddressInfoParams = z.infer<typeof memberAddressInfoParams>;

export const memberAddressIdParams = z.object({ id: idParam() });
export type MemberAddressIdParams = z.infer<typeof memberAddressIdParams>;

/**
 * `add` / `edit` (edit needs `id`). Texts arrive loose and are checked field by field by the
 * server so the messages read like the form's ("请输入收货人姓名", "请输入正确的手机号" …).
 * `full_address` sent by the client is ignored: the server builds it from the region names.
 */
export const memberAddressSaveParams = z.object({
  id: optional(idParam()),
  name: textInput(30),
  mobile: textInput(20),
  telephone: textInput(32),
  province_id: regionId,
  city_id: regionId,
  district_id: regionId,
  community_id: regionId,
  address: textInput(120),
  full_address: optional(textInput(255)),
  longitude: coordParam(-180, 180),
  latitude: coordParam(-90, 90),
  is_default: withDefault(flagParam(), 0),
});
export type MemberAddressSaveParams = z.infer<typeof memberAddressSaveParams>;

/** `addthreeparties`: an address picked in WeChat — regions by name. */
export const memberAddressThreePartiesParams = z.object({
  province: textInput(64),
  city: textInput(64),
  district: textInput(64),
  name: textInput(30),
  mobile: textInput(20),
  telephone: textInput(32),
  address: textInput(120),
  full_address: optional(textInput(255)),
  is_default: withDefault(flagParam(), 0),
});
export type MemberAddressThreePartiesParams = z.infer<typeof memberAddressThreePartiesParams>;

/** `tranAddressInfo`: `latlng` = "lat,lng". */
export const tranAddressInfoParams = z.object({
  latlng: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().regex(/^-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?$/)),
});
export type TranAddressInfoParams = z.infer<typeof tranAddressInfoParams>;

export const areaListsParams = z.object({ pid: withDefault(intParam(0, 2_147_483_647), 0) });
export type AreaListsParams = z.infer<typeof areaListsParams>;

export const areaIdParams = z.object({ id: idParam() });
export type AreaIdParams = z.infer<typeof areaIdParams>;

/** `tree`: the regions below `id` (0 / missing = the whole country), down to districts. */
export const areaTreeParams = z.object({ id: withDefault(intParam(0, 2_147_483_647), 0) });
export type AreaTreeParams = z.infer<typeof areaTreeParams>;

export const cityByNameParams = z.object({ city: textInput(64).pipe(z.string().min(1)) });
export type CityByNameParams = z.infer<typeof cityByNameParams>;

// ---------------------------------------------------------------- responses

/** Who receives and where: the address fields an order and checkout carry (regions by id, coordinates as strings). */
export interface ReceiverAddress {
  name: string;
  mobile: string;
  telephone: string;
  province_id: number;
  city_id: number;
  district_id: number;
  community_id: number;
  address: string;
  full_address: string;
  longitude: string;
  latitude: string;
}

/** `page` list item (default first, then newest). */
export interface MemberAddressItem {
  id: number;
  member_id: number;
  name: string;
  mobile: string;
  telephone: string;
  address: string;
  full_address: string;
  is_default: 0 | 1;
  type: number;
}

/** `info`. */
export interface MemberAddressInfo extends MemberAddressItem {
  province_id: number;
  city_id: number;
  district_id: number;
  community_id: number;
  longitude: string;
  latitude: string;
}

export interface AreaItem {
  id: number;
  pid: number;
  name: string;
  shortname: string;
  /** 1 province, 2 city, 3 district. */
  level: number;
  longitude: string;
  latitude: string;
}

export interface AreaTreeNode {
  id: number;
  name: string;
  level: number;
  child_list?: AreaTreeNode[];
}

/** `tranAddressInfo`: the region whose centre is nearest to the point. */
export interface TranAddressInfo {
  province_id: number;
  city_id: number;
  district_id: number;
  province: string;
  city: string;
  district: string;
  /** "province city district". */
  full_address: string;
  longitude: string;
  latitude: string;
}

// ---------------------------------------------------------------- endpoints

/** The member's address book and the region data (reference §4.4). */
export const addressApi = {
  page: endpoint({
    path: '/api/memberaddress/page',
    access: 'member',
    params: memberAddressPageParams,
    response: returns<Paged<MemberAddressItem>>(),
    summary: "A page of the member's addresses, the default first",
  }),
  info: endpoint({
    path: '/api/memberaddress/info',
    access: 'member',
    params: memberAddressInfoParams,
    response: returns<MemberAddressInfo | null>(),
    summary: "One of the member's addresses, or the default one (null when there is none)",
  }),
  add: endpoint({
    path: '/api/memberaddress/add',
    access: 'member',
    params: memberAddressSaveParams,
    response: returns<number>(),
    write: true,
    summary: 'Add an address; answers its id',
  }),
  edit: endpoint({
    path: '/api/memberaddress/edit',
    access: 'member',
    params: memberAddressSaveParams,
    response: returns<number>(),
    write: true,
    summary: "Change one of the member's addresses",
  }),
  setDefault: endpoint({
    path: '/api/memberaddress/setdefault',
    access: 'member',
    params: memberAddressIdParams,
    response: returns<number>(),
    write: true,
    summary: 'Make an address the default one',
  }),
  delete: endpoint({
    path: '/api/memberaddress/delete',
    access: 'member',
    params: memberAddressIdParams,
    response: returns<number>(),
    write: true,
    summary: "Delete one of the member's addresses",
  }),
  addThreeParties: endpoint({
    path: '/api/memberaddress/addthreeparties',
    access: 'member',
    params: memberAddressThreePartiesParams,
    response: returns<number>(),
    write: true,
    summary: 'Add an address picked in WeChat, its regions given by name; answers its id',
  }),
  tranAddressInfo: endpoint({
    path: '/api/memberaddress/tranAddressInfo',
    access: 'visitor',
    params: tranAddressInfoParams,
    response: returns<TranAddressInfo>(),
    summary: 'The region whose centre is nearest to a point',
  }),
  areaLists: endpoint({
    path: '/api/address/lists',
    access: 'visitor',
    params: areaListsParams,
    response: returns<AreaItem[]>(),
    summary: 'The regions under a region (0: the provinces)',
  }),
  areaInfo: endpoint({
    path: '/api/address/info',
    access: 'visitor',
    params: areaIdParams,
    response: returns<AreaItem | null>(),
    summary: 'One region',
  }),
  areaTree: endpoint({
    path: '/api/address/tree',
    access: 'visitor',
    params: areaTreeParams,
    response: returns<AreaTreeNode[]>(),
    summary: 'The regions below a region (the whole country by default), down to districts',
  }),
  areaCities: endpoint({ path: '/api/address/city', access: 'visitor', response: returns<AreaItem[]>(), summary: 'Every city' }),
  cityByName: endpoint({
    path: '/api/address/citybyname',
    access: 'visitor',
    params: cityByNameParams,
    response: returns<AreaItem | null>(),
    summary: 'A city by its name (also without 市, or its short name)',
  }),
};
