import QRCode from 'qrcode';
import { couponApi, type CouponState, type CouponTypeInfo, type PlatformCouponTypeInfo } from '@mall/contract';
import { serve, type Ctx, type RouteSpec } from '../../infra/http/route';
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

/** Shop coupons and platform coupons (reference §4.12). Lists tell a logged-in caller what it may still receive. */
export const couponRoutes = (): RouteSpec[] => [
  serve(couponApi.typeLists, (input, { deps, memberId }) => couponTypeLists(deps.database.db, memberId, input)),
  serve(couponApi.goodsCoupon, (input, { deps, memberId }) => couponTypeLists(deps.database.db, memberId, { goods_id: input.goods_id })),
  serve(couponApi.typePage, (input, { deps, memberId }) => couponTypePage(deps.database.db, memberId, input)),
  serve(couponApi.byId, (input, { deps, memberId }) => couponTypesById(deps.database.db, memberId, input.id)),
  serve(couponApi.typeInfo, async (input, ctx): Promise<CouponTypeInfo> => {
    const t = await couponTypeInfo(ctx.deps.database.db, ctx.memberId, input.coupon_type_id);
    return { ...t, qrcode: await receiveQr(ctx, `coupon_type_id=${t.coupon_type_id}`) };
  }),
  serve(couponApi.receive, (input, { deps, memberId }) =>
    receiveShopCoupon(deps.database.db, memberId, input.coupon_type_id, input.get_type),
  ),
  serve(couponApi.receivedNum, (input, { deps, memberId }) => shopCouponReceivedNum(deps.database.db, memberId, input.coupon_type_id)),
  serve(couponApi.memberPage, (input, { deps, memberId }) => memberCouponPage(deps.database.db, memberId, input)),
  serve(couponApi.num, (input, { deps, memberId }) => memberCouponNum(deps.database.db, memberId, input.state as CouponState)),

  serve(couponApi.platformTypeLists, (_input, { deps, memberId, lang }) => platformTypeLists(deps.database.db, memberId, lang)),
  serve(couponApi.platformTypePage, (input, { deps, memberId, lang }) => platformTypePage(deps.database.db, memberId, input, lang)),
  serve(couponApi.platformTypeInfo, async (input, ctx): Promise<PlatformCouponTypeInfo> => {
    const t = await platformTypeInfo(ctx.deps.database.db, ctx.memberId, input.platformcoupon_type_id, ctx.lang);
    return { ...t, qrcode: await receiveQr(ctx, `platformcoupon_type_id=${t.platformcoupon_type_id}`) };
  }),
  serve(couponApi.platformReceive, (input, { deps, memberId }) =>
    receivePlatformCoupon(deps.database.db, memberId, input.platformcoupon_type_id, input.get_type),
  ),
  serve(couponApi.platformReceivedNum, (input, { deps, memberId }) =>
    platformReceivedNum(deps.database.db, memberId, input.platformcoupon_type_id),
  ),
  serve(couponApi.platformMemberPage, (input, { deps, memberId, lang }) => memberPlatformPage(deps.database.db, memberId, input, lang)),
  serve(couponApi.platformNum, (input, { deps, memberId }) => memberPlatformNum(deps.database.db, memberId, input.state as CouponState)),
];
