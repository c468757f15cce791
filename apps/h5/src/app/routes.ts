import type { ComponentType } from 'react';
import { PAGES, type PageDef, type PageName } from '../shared/pages';
import { routeFinder } from '../shared/pageFinder';

export { canonicalPath, otherSpelling, routeFinder } from '../shared/pageFinder';

type Loader = () => Promise<{ default: ComponentType }>;

/** One entry of the route table: a page of shared/pages.ts with its lazy module. */
export interface RouteDef extends PageDef {
  /** The page's name in shared/pages.ts (absent on test-only entries). */
  name?: PageName;
  /** Lazy page module (`features/<feature>/pages/<Name>Page.tsx` with a default export). */
  load: Loader;
}

/** Each page's lazy module; one dynamic import per page keeps code splitting per route. */
export const LOADERS = {
  home: () => import('../features/home/pages/HomePage'),
  category: () => import('../features/goods/pages/CategoryPage'),
  cart: () => import('../features/cart/pages/CartPage'),
  member: () => import('../features/member/pages/MemberPage'),
  goodsList: () => import('../features/goods/pages/GoodsListPage'),
  goodsDetail: () => import('../features/goods/pages/GoodsDetailPage'),
  login: () => import('../features/login/pages/LoginPage'),
  register: () => import('../features/login/pages/RegisterPage'),
  findPassword: () => import('../features/login/pages/FindPasswordPage'),
  memberInfo: () => import('../features/member/pages/InfoPage'),
  memberInfoEdit: () => import('../features/member/pages/InfoEditPage'),
  modifyFace: () => import('../features/member/pages/ModifyFacePage'),
  cancellation: () => import('../features/member/pages/CancellationPage'),
  cancelStatus: () => import('../features/member/pages/CancelStatusPage'),
  cancelSuccess: () => import('../features/member/pages/CancelSuccessPage'),
  cancelRefuse: () => import('../features/member/pages/CancelRefusePage'),
  goodsEvaluate: () => import('../features/evaluate/pages/EvaluatePage'),
  previewVideo: () => import('../features/goods/pages/PreviewVideoPage'),
  collection: () => import('../features/collect/pages/CollectionPage'),
  footprint: () => import('../features/collect/pages/FootprintPage'),
  couponCentre: () => import('../features/coupon/pages/CouponCenterPage'),
  couponReceive: () => import('../features/coupon/pages/CouponReceivePage'),
  myCoupons: () => import('../features/coupon/pages/MyCouponsPage'),
  shopStreet: () => import('../features/shop/pages/ShopStreetPage'),
  shopIndex: () => import('../features/shop/pages/ShopIndexPage'),
  shopIntroduce: () => import('../features/shop/pages/ShopIntroducePage'),
  shopSearch: () => import('../features/shop/pages/ShopSearchPage'),
  shopCategory: () => import('../features/shop/pages/ShopCategoryPage'),
  shopList: () => import('../features/shop/pages/ShopListPage'),
  storeDetail: () => import('../features/store/pages/StoreDetailPage'),
  openLocation: () => import('../features/store/pages/OpenLocationPage'),
  city: () => import('../features/city/pages/CityPage'),
  diy: () => import('../features/diy/pages/DiyPage'),
  helpList: () => import('../features/content/pages/HelpListPage'),
  helpDetail: () => import('../features/content/pages/HelpDetailPage'),
  noticeList: () => import('../features/content/pages/NoticeListPage'),
  noticeDetail: () => import('../features/content/pages/NoticeDetailPage'),
  noteList: () => import('../features/content/pages/NoteListPage'),
  noteDetail: () => import('../features/content/pages/NoteDetailPage'),
  goodsSearch: () => import('../features/search/pages/SearchPage'),
  goodsBrand: () => import('../features/goods/pages/BrandPage'),
  payment: () => import('../features/checkout/pages/PaymentPage'),
  seckillPayment: () => import('../features/checkout/pages/SeckillPaymentPage'),
  seckillList: () => import('../features/seckill/pages/SeckillListPage'),
  seckillDetail: () => import('../features/seckill/pages/SeckillDetailPage'),
  comboDetail: () => import('../features/combo/pages/ComboDetailPage'),
  comboPayment: () => import('../features/checkout/pages/ComboPaymentPage'),
  groupbuyPayment: () => import('../features/checkout/pages/GroupbuyPaymentPage'),
  groupbuyList: () => import('../features/groupbuy/pages/GroupbuyListPage'),
  groupbuyDetail: () => import('../features/groupbuy/pages/GroupbuyDetailPage'),
  bargainPayment: () => import('../features/checkout/pages/BargainPaymentPage'),
  bargainList: () => import('../features/bargain/pages/BargainListPage'),
  bargainDetail: () => import('../features/bargain/pages/BargainDetailPage'),
  bargainLaunch: () => import('../features/bargain/pages/BargainLaunchPage'),
  myBargain: () => import('../features/bargain/pages/MyBargainPage'),
  topicPayment: () => import('../features/checkout/pages/TopicPaymentPage'),
  topicList: () => import('../features/topics/pages/TopicListPage'),
  topicDetail: () => import('../features/topics/pages/TopicDetailPage'),
  topicGoodsDetail: () => import('../features/topics/pages/TopicGoodsDetailPage'),
  payResult: () => import('../features/pay/pages/PayResultPage'),
  orderList: () => import('../features/order/pages/OrderListPage'),
  orderDetail: () => import('../features/order/pages/OrderDetailPage'),
  orderDetailLocal: () => import('../features/order/pages/OrderDetailLocalPage'),
  orderDetailPickup: () => import('../features/order/pages/OrderDetailPickupPage'),
  orderDetailVirtual: () => import('../features/order/pages/OrderDetailVirtualPage'),
  orderLogistics: () => import('../features/order/pages/OrderLogisticsPage'),
  address: () => import('../features/address/pages/AddressListPage'),
  addressEdit: () => import('../features/address/pages/AddressEditPage'),
  assets: () => import('../features/member/pages/AssetsPage'),
  applyWithdrawal: () => import('../features/withdraw/pages/ApplyWithdrawalPage'),
  withdrawal: () => import('../features/withdraw/pages/WithdrawalListPage'),
  withdrawalDetail: () => import('../features/withdraw/pages/WithdrawalDetailPage'),
  withdrawAccount: () => import('../features/withdraw/pages/AccountListPage'),
  withdrawAccountEdit: () => import('../features/withdraw/pages/AccountEditPage'),
  balance: () => import('../features/ledger/pages/BalancePage'),
  balanceDetail: () => import('../features/ledger/pages/BalanceDetailPage'),
  point: () => import('../features/ledger/pages/PointPage'),
  pointDetail: () => import('../features/ledger/pages/PointDetailPage'),
  rechargeList: () => import('../features/recharge/pages/RechargeListPage'),
  rechargeOrderList: () => import('../features/recharge/pages/RechargeOrderListPage'),
  level: () => import('../features/level/pages/LevelPage'),
  levelGrowthRules: () => import('../features/level/pages/LevelGrowthRulesPage'),
  signin: () => import('../features/signin/pages/SigninPage'),
  webview: () => import('../features/webview/pages/WebviewPage'),
  chooseLocation: () => import('../features/location/pages/ChooseLocationPage'),
  refundApply: () => import('../features/refund/pages/RefundApplyPage'),
  refundDetail: () => import('../features/refund/pages/RefundDetailPage'),
  activist: () => import('../features/refund/pages/ActivistPage'),
  complain: () => import('../features/refund/pages/ComplainPage'),
  orderEvaluate: () => import('../features/evaluate/pages/OrderEvaluatePage'),
  verifyIndex: () => import('../features/verify/pages/VerifyIndexPage'),
  verifyDetail: () => import('../features/verify/pages/VerifyDetailPage'),
  verifyList: () => import('../features/verify/pages/VerifyListPage'),
} satisfies Record<PageName, Loader>;

/** Every route of the app: the page table in its order, each page with its loader. */
export const routes: RouteDef[] = (Object.keys(PAGES) as PageName[]).map((name) => ({ name, ...PAGES[name], load: LOADERS[name] }));

/** The table entry a path opens, in either spelling. */
export const findRoute = routeFinder(routes);
