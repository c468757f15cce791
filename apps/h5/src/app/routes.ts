import type { ComponentType } from 'react';
import { PATHS } from '../shared/lib/paths';
import { MEMBER_PATHS } from '../features/member/paths';
import { CONTENT_PATHS } from '../features/content/paths';

/** One entry of the route table. */
export interface RouteDef {
  /** The spec's path, e.g. `/pages/goods/detail/detail` (query strings carry the parameters). */
  path: string;
  /** Lazy page module (`features/<feature>/pages/<Name>Page.tsx` with a default export). */
  load: () => Promise<{ default: ComponentType }>;
  /** `titles.*` key for the navigation bar and document.title. */
  titleKey?: string;
  /** Tab index 0–3: shown with the tab bar, no back arrow. */
  tab?: 0 | 1 | 2 | 3;
  /** The page draws its own navigation bar; the shell's bar is hidden. */
  customNav?: boolean;
  /** Pull-down on the page refreshes every active query. */
  pullDown?: boolean;
  /** Needs a token; a visitor is sent to login and brought back. */
  auth?: boolean;
  /** Renders with the bundled core messages alone (the first screen), without waiting for the rest. */
  coreMessagesOnly?: boolean;
}

/** Every route of the app, in one table (paths are the spec's, under the `/h5` basename). */
export const routes: RouteDef[] = [
  {
    path: PATHS.home,
    load: () => import('../features/home/pages/HomePage'),
    titleKey: 'titles.home',
    tab: 0,
    customNav: true,
    pullDown: true,
    coreMessagesOnly: true,
  },
  {
    path: PATHS.category,
    load: () => import('../features/goods/pages/CategoryPage'),
    titleKey: 'titles.category',
    tab: 1,
  },
  {
    path: PATHS.cart,
    load: () => import('../features/cart/pages/CartPage'),
    titleKey: 'titles.cart',
    tab: 2,
  },
  {
    path: PATHS.member,
    load: () => import('../features/member/pages/MemberPage'),
    titleKey: 'titles.member',
    tab: 3,
    pullDown: true,
  },
  {
    path: PATHS.goodsList,
    load: () => import('../features/goods/pages/GoodsListPage'),
    titleKey: 'titles.goodsList',
  },
  {
    path: PATHS.goodsDetail,
    load: () => import('../features/goods/pages/GoodsDetailPage'),
    titleKey: 'titles.goodsDetail',
  },
  {
    path: PATHS.login,
    load: () => import('../features/login/pages/LoginPage'),
    titleKey: 'titles.login',
  },
  {
    path: PATHS.register,
    load: () => import('../features/login/pages/RegisterPage'),
    titleKey: 'titles.register',
  },
  {
    path: '/otherpages/login/find/find',
    load: () => import('../features/login/pages/FindPasswordPage'),
    titleKey: 'titles.findPassword',
  },
  {
    path: MEMBER_PATHS.info,
    load: () => import('../features/member/pages/InfoPage'),
    titleKey: 'titles.memberInfo',
    auth: true,
  },
  {
    path: MEMBER_PATHS.infoEdit,
    load: () => import('../features/member/pages/InfoEditPage'),
    titleKey: 'titles.memberInfoEdit',
    // the form draws the bar with its own title (修改昵称, 设置支付密码…)
    customNav: true,
    auth: true,
  },
  {
    path: MEMBER_PATHS.modifyFace,
    load: () => import('../features/member/pages/ModifyFacePage'),
    titleKey: 'titles.modifyFace',
    auth: true,
  },
  {
    path: MEMBER_PATHS.cancellation,
    load: () => import('../features/member/pages/CancellationPage'),
    titleKey: 'titles.cancellation',
    auth: true,
  },
  {
    path: MEMBER_PATHS.cancelStatus,
    load: () => import('../features/member/pages/CancelStatusPage'),
    titleKey: 'titles.cancelStatus',
    auth: true,
  },
  {
    // not behind login: the account is closed and the page itself drops the token
    path: MEMBER_PATHS.cancelSuccess,
    load: () => import('../features/member/pages/CancelSuccessPage'),
    titleKey: 'titles.cancelSuccess',
  },
  {
    path: MEMBER_PATHS.cancelRefuse,
    load: () => import('../features/member/pages/CancelRefusePage'),
    titleKey: 'titles.cancelRefuse',
    auth: true,
  },
  {
    path: '/otherpages/goods/evaluate/evaluate',
    load: () => import('../features/evaluate/pages/EvaluatePage'),
    titleKey: 'titles.goodsEvaluate',
  },
  {
    path: '/otherpages/goods/preview-video',
    load: () => import('../features/goods/pages/PreviewVideoPage'),
    titleKey: 'titles.previewVideo',
  },
  {
    path: '/otherpages/member/collection',
    load: () => import('../features/collect/pages/CollectionPage'),
    titleKey: 'titles.collection',
    auth: true,
  },
  {
    path: '/otherpages/member/footprint',
    load: () => import('../features/collect/pages/FootprintPage'),
    titleKey: 'titles.footprint',
    auth: true,
  },
  {
    path: '/otherpages/goods/coupon/coupon',
    load: () => import('../features/coupon/pages/CouponCenterPage'),
    titleKey: 'titles.couponCentre',
  },
  {
    path: '/otherpages/goods/coupon_receive/coupon_receive',
    load: () => import('../features/coupon/pages/CouponReceivePage'),
    titleKey: 'titles.couponReceive',
  },
  {
    path: '/otherpages/member/coupon',
    load: () => import('../features/coupon/pages/MyCouponsPage'),
    titleKey: 'titles.myCoupons',
    auth: true,
  },
  {
    path: '/otherpages/shop/street/street',
    load: () => import('../features/shop/pages/ShopStreetPage'),
    titleKey: 'titles.shopStreet',
  },
  {
    path: '/otherpages/shop/index/index',
    load: () => import('../features/shop/pages/ShopIndexPage'),
    titleKey: 'titles.shopIndex',
    customNav: true,
    pullDown: true,
  },
  {
    path: '/otherpages/shop/introduce/introduce',
    load: () => import('../features/shop/pages/ShopIntroducePage'),
    titleKey: 'titles.shopIntroduce',
  },
  {
    path: '/otherpages/shop/search/search',
    load: () => import('../features/shop/pages/ShopSearchPage'),
    titleKey: 'titles.shopSearch',
  },
  {
    path: '/otherpages/shop/category/category',
    load: () => import('../features/shop/pages/ShopCategoryPage'),
    titleKey: 'titles.shopCategory',
  },
  {
    path: '/otherpages/shop/list/list',
    load: () => import('../features/shop/pages/ShopListPage'),
    titleKey: 'titles.shopList',
  },
  {
    path: '/otherpages/shop/store_detail/store_detail',
    load: () => import('../features/store/pages/StoreDetailPage'),
    titleKey: 'titles.storeDetail',
  },
  {
    path: '/open-location',
    load: () => import('../features/store/pages/OpenLocationPage'),
    titleKey: 'titles.openLocation',
  },
  {
    path: '/otherpages/index/city/city',
    load: () => import('../features/city/pages/CityPage'),
    titleKey: 'titles.city',
  },
  {
    // custom DIY page: draws its own bar with the page's title
    path: CONTENT_PATHS.diy,
    load: () => import('../features/diy/pages/DiyPage'),
    titleKey: 'titles.diy',
    customNav: true,
    pullDown: true,
  },
  { path: CONTENT_PATHS.helpList, load: () => import('../features/content/pages/HelpListPage'), titleKey: 'titles.helpList', pullDown: true },
  { path: CONTENT_PATHS.helpDetail, load: () => import('../features/content/pages/HelpDetailPage'), titleKey: 'titles.helpDetail' },
  { path: CONTENT_PATHS.noticeList, load: () => import('../features/content/pages/NoticeListPage'), titleKey: 'titles.noticeList' },
  { path: CONTENT_PATHS.noticeDetail, load: () => import('../features/content/pages/NoticeDetailPage'), titleKey: 'titles.noticeDetail' },
  { path: CONTENT_PATHS.noteList, load: () => import('../features/content/pages/NoteListPage'), titleKey: 'titles.noteList' },
  { path: CONTENT_PATHS.noteDetail, load: () => import('../features/content/pages/NoteDetailPage'), titleKey: 'titles.noteDetail' },
  { path: PATHS.goodsSearch, load: () => import('../features/search/pages/SearchPage'), titleKey: 'titles.goodsSearch' },
  { path: PATHS.goodsBrand, load: () => import('../features/goods/pages/BrandPage'), titleKey: 'titles.goodsBrand' },
  { path: '/pages/order/payment/payment', load: () => import('../features/checkout/pages/PaymentPage'), titleKey: 'titles.orderPayment', auth: true },
  { path: '/pages/pay/result/result', load: () => import('../features/pay/pages/PayResultPage'), titleKey: 'titles.payResult', auth: true },
  { path: '/pages/order/list/list', load: () => import('../features/order/pages/OrderListPage'), titleKey: 'order.titleList', auth: true },
  { path: '/pages/order/detail/detail', load: () => import('../features/order/pages/OrderDetailPage'), titleKey: 'order.titleDetail', auth: true, pullDown: true },
  { path: '/pages/order/detail_local_delivery/detail_local_delivery', load: () => import('../features/order/pages/OrderDetailLocalPage'), titleKey: 'order.titleDetail', auth: true, pullDown: true },
  { path: '/pages/order/detail_pickup/detail_pickup', load: () => import('../features/order/pages/OrderDetailPickupPage'), titleKey: 'order.titleDetail', auth: true, pullDown: true },
  { path: '/pages/order/detail_virtual/detail_virtual', load: () => import('../features/order/pages/OrderDetailVirtualPage'), titleKey: 'order.titleDetail', auth: true, pullDown: true },
  { path: '/pages/order/logistics/logistics', load: () => import('../features/order/pages/OrderLogisticsPage'), titleKey: 'order.titleLogistics', auth: true, pullDown: true },
  { path: '/otherpages/member/address', load: () => import('../features/address/pages/AddressListPage'), titleKey: 'titles.address', auth: true },
  // the form draws the bar with its own title (新增 / 编辑收货地址)
  { path: '/otherpages/member/address_edit', load: () => import('../features/address/pages/AddressEditPage'), titleKey: 'titles.addressEdit', auth: true, customNav: true },
  // member assets overview; a web page in a frame; the built-in location picker (the address form's 选择位置)
  { path: '/otherpages/member/assets', load: () => import('../features/member/pages/AssetsPage'), titleKey: 'titles.assets', auth: true, pullDown: true },
  { path: '/otherpages/webview/webview', load: () => import('../features/webview/pages/WebviewPage'), titleKey: 'titles.webview' },
  { path: '/choose-location', load: () => import('../features/location/pages/ChooseLocationPage'), titleKey: 'titles.chooseLocation' },
  // after-sale (refunds, complaints), order reviews, verification desk
  { path: '/otherpages/order/refund/refund', load: () => import('../features/refund/pages/RefundApplyPage'), titleKey: 'refund.titleApply', auth: true },
  { path: '/otherpages/order/refund_detail/refund_detail', load: () => import('../features/refund/pages/RefundDetailPage'), titleKey: 'refund.titleDetail', auth: true, pullDown: true },
  { path: '/pages/order/activist/activist', load: () => import('../features/refund/pages/ActivistPage'), titleKey: 'refund.titleActivist', auth: true },
  { path: '/pages/order/complain/complain', load: () => import('../features/refund/pages/ComplainPage'), titleKey: 'refund.titleComplain', auth: true },
  { path: '/otherpages/order/evaluate/evaluate', load: () => import('../features/evaluate/pages/OrderEvaluatePage'), titleKey: 'review.title', auth: true },
  { path: '/otherpages/verification/index/index', load: () => import('../features/verify/pages/VerifyIndexPage'), titleKey: 'verify.titleIndex', auth: true },
  { path: '/otherpages/verification/detail/detail', load: () => import('../features/verify/pages/VerifyDetailPage'), titleKey: 'verify.titleDetail', auth: true },
  { path: '/otherpages/verification/list/list', load: () => import('../features/verify/pages/VerifyListPage'), titleKey: 'verify.titleList', auth: true },
];

/**
 * The other spelling of a spec path. A page is `/<root>/<area>/<folder>/<file>` with the file named as its
 * folder (`/otherpages/member/address/address`, `/otherpages/diy/diy/diy`: the spec's and Niushop's links),
 * or the short `/<root>/<area>/<page>`; every declared page answers both, derived here only. Other shapes
 * (`/choose-location`) have one spelling.
 */
export const otherSpelling = (path: string): string | undefined => {
  const segs = path.split('/').slice(1);
  if (segs.some((seg) => seg === '')) return undefined;
  if (segs.length === 3) return `${path}/${segs[2]}`;
  if (segs.length === 4 && segs[3] === segs[2]) return `/${segs.slice(0, 3).join('/')}`;
  return undefined;
};

/** As the router compares paths: case-insensitive, trailing slash ignored. */
const normalise = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

/** Finds the entry a path opens, in either spelling (a declared path wins over another entry's derived one). */
export const routeFinder = (defs: RouteDef[]): ((pathname: string) => RouteDef | undefined) => {
  const index = new Map<string, RouteDef>();
  for (const def of defs) index.set(normalise(def.path), def);
  for (const def of defs) {
    const alias = otherSpelling(def.path);
    if (alias && !index.has(normalise(alias))) index.set(normalise(alias), def);
  }
  return (pathname) => index.get(normalise(pathname));
};

/** The table entry a path opens, in either spelling. */
export const findRoute = routeFinder(routes);

/** `to` (a router path with its query) with the path as declared in the table; unknown paths stay as they are. */
export const canonicalPath = (to: string): string => {
  const cut = to.search(/[?#]/);
  const path = cut < 0 ? to : to.slice(0, cut);
  const def = findRoute(path);
  return def && def.path !== path ? def.path + (cut < 0 ? '' : to.slice(cut)) : to;
};
