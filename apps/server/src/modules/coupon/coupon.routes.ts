import QRCode from 'qrcode';
import {
  couponByIdParams,
  couponNumParams,
  couponReceiveParams,
  couponTypeIdParams,
  couponTypeListsParams,
  couponTypePageParams,
  goodsCouponParams,
  memberCouponPageParams,
  platformCouponReceiveParams,
  platformCouponTypeIdParams,
  platformCouponTypePageParams,
  platformMemberCouponPageParams,
  type CouponState,
  type CouponTypeInfo,
  type PlatformCouponTypeInfo,
} from '@mall/contract';
import { memberRoute, route, type Ctx, type RouteSpec } from '../../infra/http/route';
import {
  couponTypeInfo,
  couponTypeLists,
  couponTypePage,
  couponTypesById,
  memberCouponNum,
  memberCouponPage,
  receiveShopCoupon,
  shopCouponReceivedNum,
} from './coupon.service';
import {
  memberPlatformNum,
  memberPlatformPage,
  platformReceivedNum,
  platformTypeInfo,
  platformTypeLists,
  platformTypePage,
  receivePlatformCoupon,
} from './coupon.platform';

/** The H5 page where a coupon is received (what the QR code opens). */
export const COUPON_RECEIVE_PAGE = '/h5/otherpages/goods/coupon_receive/coupon_receive';

/** A PNG data URL of the receive page for `query`, on the host the request came to. */
const receiveQr = (ctx: Ctx, query: string): Promise<string> => {
  const host = ctx.req.headers.host ?? 'localhost';
  return QRCode.toDataURL(`${ctx.req.protocol}://${host}${COUPON_RECEIVE_PAGE}?${query}`, { margin: 1, width: 280 });
};

const SHOP = '/coupon/api/coupon';
const PLATFORM = '/platformcoupon/api/platformcoupon';

/** Shop coupons and platform coupons (reference §4.12). Lists tell a logged-in caller what it may still receive. */
export const couponRoutes = (): RouteSpec[] => [
  route(`${SHOP}/typelists`, {
    auth: 'optional',
    input: couponTypeListsParams,
    handler: (input, { deps, memberId }) => couponTypeLists(deps.database.db, memberId, input),
  }),
  route(`${SHOP}/goodsCoupon`, {
    auth: 'optional',
    input: goodsCouponParams,
    handler: (input, { deps, memberId }) => couponTypeLists(deps.database.db, memberId, { goods_id: input.goods_id }),
  }),
  route(`${SHOP}/typepagelists`, {
    auth: 'optional',
    input: couponTypePageParams,
    handler: (input, { deps, memberId }) => couponTypePage(deps.database.db, memberId, input),
  }),
  route(`${SHOP}/couponbyid`, {
    auth: 'optional',
    input: couponByIdParams,
    handler: (input, { deps, memberId }) => couponTypesById(deps.database.db, memberId, input.id),
  }),
  route(`${SHOP}/typeinfo`, {
    auth: 'optional',
    input: couponTypeIdParams,
    handler: async (input, ctx): Promise<CouponTypeInfo> => {
      const t = await couponTypeInfo(ctx.deps.database.db, ctx.memberId, input.coupon_type_id);
      return { ...t, qrcode: await receiveQr(ctx, `coupon_type_id=${t.coupon_type_id}`) };
    },
  }),
  memberRoute(`${SHOP}/receive`, {
    input: couponReceiveParams,
    handler: (input, { deps, memberId }) => receiveShopCoupon(deps.database.db, memberId, input.coupon_type_id, input.get_type),
  }),
  memberRoute(`${SHOP}/receivedNum`, {
    input: couponTypeIdParams,
    handler: (input, { deps, memberId }) => shopCouponReceivedNum(deps.database.db, memberId, input.coupon_type_id),
  }),
  memberRoute(`${SHOP}/memberpage`, {
    input: memberCouponPageParams,
    handler: (input, { deps, memberId }) => memberCouponPage(deps.database.db, memberId, input),
  }),
  memberRoute(`${SHOP}/num`, {
    input: couponNumParams,
    handler: (input, { deps, memberId }) => memberCouponNum(deps.database.db, memberId, input.state as CouponState),
  }),

  route(`${PLATFORM}/typelists`, {
    auth: 'optional',
    handler: ({}, { deps, memberId, lang }) => platformTypeLists(deps.database.db, memberId, lang),
  }),
  route(`${PLATFORM}/typepagelists`, {
    auth: 'optional',
    input: platformCouponTypePageParams,
    handler: (input, { deps, memberId, lang }) => platformTypePage(deps.database.db, memberId, input, lang),
  }),
  route(`${PLATFORM}/typeinfo`, {
    auth: 'optional',
    input: platformCouponTypeIdParams,
    handler: async (input, ctx): Promise<PlatformCouponTypeInfo> => {
      const t = await platformTypeInfo(ctx.deps.database.db, ctx.memberId, input.platformcoupon_type_id, ctx.lang);
      return { ...t, qrcode: await receiveQr(ctx, `platformcoupon_type_id=${t.platformcoupon_type_id}`) };
    },
  }),
  memberRoute(`${PLATFORM}/receive`, {
    input: platformCouponReceiveParams,
    handler: (input, { deps, memberId }) => receivePlatformCoupon(deps.database.db, memberId, input.platformcoupon_type_id, input.get_type),
  }),
  memberRoute(`${PLATFORM}/receivedNum`, {
    input: platformCouponTypeIdParams,
    handler: (input, { deps, memberId }) => platformReceivedNum(deps.database.db, memberId, input.platformcoupon_type_id),
  }),
  memberRoute(`${PLATFORM}/memberpage`, {
    input: platformMemberCouponPageParams,
    handler: (input, { deps, memberId, lang }) => memberPlatformPage(deps.database.db, memberId, input, lang),
  }),
  memberRoute(`${PLATFORM}/num`, {
    input: couponNumParams,
    handler: (input, { deps, memberId }) => memberPlatformNum(deps.database.db, memberId, input.state as CouponState),
  }),
];
