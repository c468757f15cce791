import { queryOptions } from '@tanstack/react-query';
import {
  COUPON_STATES,
  couponApi,
  type CouponReceiveResult,
  type CouponState,
  type CouponType,
  type CouponTypeInfo,
  type MemberCoupon,
  type MemberPlatformCoupon,
  type Paged,
  type PlatformCouponReceiveResult,
  type PlatformCouponType,
  type PlatformCouponTypeInfo,
} from '@mall/contract';
import { api } from '../../shared/lib/api';

/** Shop coupons (`shop`) or platform coupons (`platform`). */
export type CouponKind = 'shop' | 'platform';

export const couponKeys = {
  all: ['coupon'] as const,
  centre: (kind: CouponKind) => ['coupon', 'centre', kind] as const,
  goods: (goodsId: number) => ['coupon', 'goods', goodsId] as const,
  info: (kind: CouponKind, id: number) => ['coupon', 'info', kind, id] as const,
  mine: (kind: CouponKind, state: CouponState) => ['coupon', 'mine', kind, state] as const,
  nums: () => ['coupon', 'nums'] as const,
  block: (ids: string, count: number) => ['coupon', 'block', ids, count] as const,
};

export const fetchShopTypes = (page: number, pageSize: number): Promise<Paged<CouponType>> =>
  api.call(couponApi.typePage, { page, page_size: pageSize });

export const fetchPlatformTypes = (page: number, pageSize: number): Promise<Paged<PlatformCouponType>> =>
  api.call(couponApi.platformTypePage, { page, page_size: pageSize });

/** Receivable coupons of a goods (its shop's coupons that apply to it). */
export const goodsCouponsQuery = (goodsId: number, siteId: number) =>
  queryOptions({
    queryKey: couponKeys.goods(goodsId),
    queryFn: async ({ signal }) => {
      const rows = await api.call(couponApi.typeLists, { goods_id: goodsId, site_id: siteId }, { signal, silent: true });
      return Array.isArray(rows) ? rows : [];
    },
  });

export const couponInfoQuery = (kind: CouponKind, id: number) =>
  queryOptions({
    queryKey: couponKeys.info(kind, id),
    queryFn: ({ signal }): Promise<CouponTypeInfo | PlatformCouponTypeInfo> =>
      kind === 'shop'
        ? api.call(couponApi.typeInfo, { coupon_type_id: id }, { signal, silent: true })
        : api.call(couponApi.platformTypeInfo, { platformcoupon_type_id: id }, { signal, silent: true }),
  });

export const receiveShopCoupon = (id: number): Promise<CouponReceiveResult> =>
  api.call(couponApi.receive, { coupon_type_id: id, get_type: 2 });

export const receivePlatformCoupon = (id: number): Promise<PlatformCouponReceiveResult> =>
  api.call(couponApi.platformReceive, { platformcoupon_type_id: id, get_type: 2 });

export const fetchMyShopCoupons = (state: CouponState, page: number, pageSize: number): Promise<Paged<MemberCoupon>> =>
  api.call(couponApi.memberPage, { state, page, page_size: pageSize });

export const fetchMyPlatformCoupons = (state: CouponState, page: number, pageSize: number): Promise<Paged<MemberPlatformCoupon>> =>
  api.call(couponApi.platformMemberPage, { state, page, page_size: pageSize });

/** Counts of the member's coupons per kind and state (tab badges of my coupons). */
export const myCouponNumsQuery = () =>
  queryOptions({
    queryKey: couponKeys.nums(),
    queryFn: async ({ signal }) => {
      const states: CouponState[] = [...COUPON_STATES];
      const get = (ep: typeof couponApi.num | typeof couponApi.platformNum, state: CouponState) =>
        api.call(ep, { state }, { signal, silent: true });
      const [shop, platform] = await Promise.all([
        Promise.all(states.map((st) => get(couponApi.num, st))),
        Promise.all(states.map((st) => get(couponApi.platformNum, st))),
      ]);
      return { shop, platform };
    },
  });

/** Coupons of the DIY coupon block: the listed shop types, or else the newest receivable shop and platform types. */
export const couponBlockQuery = (ids: number[], count: number) =>
  queryOptions({
    queryKey: couponKeys.block(ids.join(','), count),
    queryFn: async ({ signal }) => {
      if (ids.length > 0) {
        const rows = await api.call(couponApi.byId, { id: ids }, { signal, silent: true });
        return { shop: (Array.isArray(rows) ? rows : []).slice(0, count), platform: [] as PlatformCouponType[] };
      }
      const [shop, platform] = await Promise.all([
        api.call(couponApi.typePage, { page: 1, page_size: count, can_receive: 1 }, { signal, silent: true }),
        api.call(couponApi.platformTypePage, { page: 1, page_size: count, can_receive: 1 }, { signal, silent: true }),
      ]);
      return { shop: shop?.list ?? [], platform: platform?.list ?? [] };
    },
  });
