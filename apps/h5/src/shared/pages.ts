/**
 * Every page of the app, declared once by name: the spec's path (under the `/h5` basename), the query it
 * reads, and how the shell shows it. Links are built by name with `pageUrl`, so a renamed page or a
 * misspelt query parameter is a type error; the shell (app/routes.ts) pairs each name with its lazy page
 * module so code splitting stays per page.
 */

/** How a query parameter is written: a number, text, or numbers as a comma list (`cart_ids=1,2`). */
type ParamKind = 'number' | 'string' | 'numbers';

export interface PageDef {
  /** The spec's path, e.g. `/pages/goods/detail/detail` (query strings carry the parameters). */
  path: string;
  /** The query parameters the page reads, by name. */
  query?: Readonly<Record<string, ParamKind>>;
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

const n = 'number' as const;
const s = 'string' as const;
const ns = 'numbers' as const;

// login and register read the same query: where to go after success, and `mode=mobile` for the dynamic-code form
const authQuery = { back: s, mode: s } as const;

export const PAGES = {
  home: { path: '/pages/index/index/index', titleKey: 'titles.home', tab: 0, customNav: true, pullDown: true, coreMessagesOnly: true },
  category: { path: '/pages/goods/category/category', titleKey: 'titles.category', tab: 1 },
  cart: { path: '/pages/goods/cart/cart', titleKey: 'titles.cart', tab: 2 },
  member: { path: '/pages/member/index/index', titleKey: 'titles.member', tab: 3, pullDown: true },
  goodsList: {
    path: '/pages/goods/list/list',
    titleKey: 'titles.goodsList',
    query: { category_id: n, brand_id: n, keyword: s, coupon: n, platform_coupon_type: n, site_id: n },
  },
  goodsDetail: { path: '/pages/goods/detail/detail', titleKey: 'titles.goodsDetail', query: { sku_id: n } },
  login: { path: '/pages/login/login/login', titleKey: 'titles.login', query: authQuery },
  register: { path: '/pages/login/register/register', titleKey: 'titles.register', query: authQuery },
  findPassword: { path: '/otherpages/login/find/find', titleKey: 'titles.findPassword' },
  memberInfo: { path: '/pages/member/info/info', titleKey: 'titles.memberInfo', auth: true },
  // the form draws the bar with its own title (修改昵称, 设置支付密码…)
  memberInfoEdit: {
    path: '/pages/member/info_edit/info_edit',
    titleKey: 'titles.memberInfoEdit',
    customNav: true,
    auth: true,
    query: { action: s },
  },
  modifyFace: { path: '/otherpages/member/modify_face', titleKey: 'titles.modifyFace', auth: true },
  cancellation: { path: '/otherpages/member/cancellation', titleKey: 'titles.cancellation', auth: true, query: { reapply: n } },
  cancelStatus: { path: '/otherpages/member/cancelstatus', titleKey: 'titles.cancelStatus', auth: true },
  // not behind login: the account is closed and the page itself drops the token
  cancelSuccess: { path: '/otherpages/member/cancelsuccess', titleKey: 'titles.cancelSuccess' },
  cancelRefuse: { path: '/otherpages/member/cancelrefuse', titleKey: 'titles.cancelRefuse', auth: true },
  goodsEvaluate: { path: '/otherpages/goods/evaluate/evaluate', titleKey: 'titles.goodsEvaluate', query: { goods_id: n } },
  previewVideo: { path: '/otherpages/goods/preview-video', titleKey: 'titles.previewVideo', query: { video_url: s } },
  collection: { path: '/otherpages/member/collection', titleKey: 'titles.collection', auth: true },
  footprint: { path: '/otherpages/member/footprint', titleKey: 'titles.footprint', auth: true },
  couponCentre: { path: '/otherpages/goods/coupon/coupon', titleKey: 'titles.couponCentre', query: { type: s } },
  couponReceive: {
    path: '/otherpages/goods/coupon_receive/coupon_receive',
    titleKey: 'titles.couponReceive',
    query: { coupon_type_id: n, platformcoupon_type_id: n },
  },
  myCoupons: { path: '/otherpages/member/coupon', titleKey: 'titles.myCoupons', auth: true, query: { state: n, type: s } },
  shopStreet: { path: '/otherpages/shop/street/street', titleKey: 'titles.shopStreet' },
  shopIndex: { path: '/otherpages/shop/index/index', titleKey: 'titles.shopIndex', customNav: true, pullDown: true, query: { site_id: n } },
  shopIntroduce: { path: '/otherpages/shop/introduce/introduce', titleKey: 'titles.shopIntroduce', query: { site_id: n } },
  shopSearch: { path: '/otherpages/shop/search/search', titleKey: 'titles.shopSearch', query: { site_id: n } },
  shopCategory: { path: '/otherpages/shop/category/category', titleKey: 'titles.shopCategory', query: { site_id: n } },
  shopList: { path: '/otherpages/shop/list/list', titleKey: 'titles.shopList', query: { site_id: n, keyword: s, shop_category_id: n } },
  storeDetail: { path: '/otherpages/shop/store_detail/store_detail', titleKey: 'titles.storeDetail', query: { store_id: n } },
  openLocation: {
    path: '/open-location',
    titleKey: 'titles.openLocation',
    query: { latitude: n, longitude: n, name: s, address: s },
  },
  city: { path: '/otherpages/index/city/city', titleKey: 'titles.city' },
  // custom DIY page: draws its own bar with the page's title
  diy: { path: '/otherpages/diy/diy', titleKey: 'titles.diy', customNav: true, pullDown: true, query: { name: s } },
  helpList: { path: '/otherpages/help/list/list', titleKey: 'titles.helpList', pullDown: true },
  helpDetail: { path: '/otherpages/help/detail/detail', titleKey: 'titles.helpDetail', query: { id: n } },
  noticeList: { path: '/otherpages/notice/list/list', titleKey: 'titles.noticeList' },
  noticeDetail: { path: '/otherpages/notice/detail/detail', titleKey: 'titles.noticeDetail', query: { id: n } },
  noteList: { path: '/otherpages/store_notes/note_list/note_list', titleKey: 'titles.noteList' },
  noteDetail: { path: '/otherpages/store_notes/note_detail/note_detail', titleKey: 'titles.noteDetail', query: { note_id: n } },
  goodsSearch: { path: '/otherpages/goods/search/search', titleKey: 'titles.goodsSearch' },
  goodsBrand: { path: '/otherpages/goods/brand/brand', titleKey: 'titles.goodsBrand' },
  payment: {
    path: '/pages/order/payment/payment',
    titleKey: 'titles.orderPayment',
    auth: true,
    query: { cart_ids: ns, sku_id: n, num: n, address_id: n },
  },
  payResult: { path: '/pages/pay/result/result', titleKey: 'titles.payResult', auth: true, query: { code: s } },
  orderList: { path: '/pages/order/list/list', titleKey: 'order.titleList', auth: true, query: { status: s } },
  orderDetail: { path: '/pages/order/detail/detail', titleKey: 'order.titleDetail', auth: true, pullDown: true, query: { order_id: n } },
  orderDetailLocal: {
    path: '/pages/order/detail_local_delivery/detail_local_delivery',
    titleKey: 'order.titleDetail',
    auth: true,
    pullDown: true,
    query: { order_id: n },
  },
  orderDetailPickup: {
    path: '/pages/order/detail_pickup/detail_pickup',
    titleKey: 'order.titleDetail',
    auth: true,
    pullDown: true,
    query: { order_id: n },
  },
  orderDetailVirtual: {
    path: '/pages/order/detail_virtual/detail_virtual',
    titleKey: 'order.titleDetail',
    auth: true,
    pullDown: true,
    query: { order_id: n },
  },
  orderLogistics: {
    path: '/pages/order/logistics/logistics',
    titleKey: 'order.titleLogistics',
    auth: true,
    pullDown: true,
    query: { order_id: n },
  },
  address: { path: '/otherpages/member/address', titleKey: 'titles.address', auth: true, query: { back: s } },
  // the form draws the bar with its own title (新增 / 编辑收货地址)
  addressEdit: {
    path: '/otherpages/member/address_edit',
    titleKey: 'titles.addressEdit',
    auth: true,
    customNav: true,
    query: { id: n, back: s },
  },
  assets: { path: '/otherpages/member/assets', titleKey: 'titles.assets', auth: true, pullDown: true },
  applyWithdrawal: {
    path: '/otherpages/member/apply_withdrawal',
    titleKey: 'titles.applyWithdrawal',
    auth: true,
    query: { account_id: n },
  },
  withdrawal: { path: '/otherpages/member/withdrawal', titleKey: 'titles.withdrawal', auth: true },
  withdrawalDetail: { path: '/otherpages/member/withdrawal_detail', titleKey: 'titles.withdrawalDetail', auth: true, query: { id: n } },
  // `choose=1`: opened from the withdrawal form, tapping an account returns to it
  withdrawAccount: { path: '/otherpages/member/account', titleKey: 'titles.withdrawAccount', auth: true, query: { choose: n } },
  // the form draws the bar with its own title (新增 / 编辑提现账户)
  withdrawAccountEdit: {
    path: '/otherpages/member/account_edit',
    titleKey: 'titles.withdrawAccountEdit',
    auth: true,
    customNav: true,
    query: { id: n, choose: n },
  },
  balance: { path: '/otherpages/member/balance', titleKey: 'titles.balance', auth: true, pullDown: true },
  // `date` is the month shown (YYYY-MM, mall time), `from_type` the kind of entry filtered on
  balanceDetail: {
    path: '/otherpages/member/balance_detail',
    titleKey: 'titles.balanceDetail',
    auth: true,
    query: { date: s, from_type: s },
  },
  point: { path: '/otherpages/member/point', titleKey: 'titles.point', auth: true, pullDown: true },
  pointDetail: { path: '/otherpages/member/point_detail', titleKey: 'titles.pointDetail', auth: true, query: { date: s, from_type: s } },
  rechargeList: { path: '/otherpages/recharge/list', titleKey: 'titles.rechargeList', auth: true },
  rechargeOrderList: { path: '/otherpages/recharge/order_list', titleKey: 'titles.rechargeOrderList', auth: true },
  level: { path: '/otherpages/member/level', titleKey: 'titles.level', auth: true, pullDown: true },
  levelGrowthRules: { path: '/otherpages/member/level/level_growth_rules', titleKey: 'titles.levelGrowthRules' },
  signin: { path: '/otherpages/member/signin', titleKey: 'titles.signin', auth: true },
  // `src` is Niushop's name; `url` and `link` are accepted too
  webview: { path: '/otherpages/webview/webview', titleKey: 'titles.webview', query: { src: s, url: s, link: s } },
  // the built-in location picker (the address form's 选择位置)
  chooseLocation: { path: '/choose-location', titleKey: 'titles.chooseLocation', query: { back: s } },
  refundApply: { path: '/otherpages/order/refund/refund', titleKey: 'refund.titleApply', auth: true, query: { order_goods_id: n } },
  refundDetail: {
    path: '/otherpages/order/refund_detail/refund_detail',
    titleKey: 'refund.titleDetail',
    auth: true,
    pullDown: true,
    query: { order_goods_id: n },
  },
  activist: { path: '/pages/order/activist/activist', titleKey: 'refund.titleActivist', auth: true },
  complain: { path: '/pages/order/complain/complain', titleKey: 'refund.titleComplain', auth: true, query: { order_goods_id: n } },
  orderEvaluate: { path: '/otherpages/order/evaluate/evaluate', titleKey: 'review.title', auth: true, query: { order_id: n } },
  verifyIndex: { path: '/otherpages/verification/index/index', titleKey: 'verify.titleIndex', auth: true },
  verifyDetail: { path: '/otherpages/verification/detail/detail', titleKey: 'verify.titleDetail', auth: true, query: { code: s } },
  verifyList: { path: '/otherpages/verification/list/list', titleKey: 'verify.titleList', auth: true },
  gameTurntable: { path: '/promotionpages/game/turntable/turntable', titleKey: 'titles.gameTurntable', query: { id: n } },
  gameSmashEggs: { path: '/promotionpages/game/smash_eggs/smash_eggs', titleKey: 'titles.gameSmashEggs', query: { id: n } },
  gameCards: { path: '/promotionpages/game/cards/cards', titleKey: 'titles.gameCards', query: { id: n } },
  gameRecord: { path: '/promotionpages/game/record/record', titleKey: 'titles.gameRecord', auth: true, query: { id: n } },
  seckillList: { path: '/promotionpages/seckill/list/list', titleKey: 'titles.seckillList', pullDown: true },
  seckillDetail: { path: '/promotionpages/seckill/detail/detail', titleKey: 'titles.seckillDetail', query: { seckill_id: n } },
  // the order line travels in local storage (seckillOrderCreateData), as the reference has it
  seckillPayment: {
    path: '/promotionpages/seckill/payment/payment',
    titleKey: 'titles.orderPayment',
    auth: true,
    query: { address_id: n },
  },
  comboDetail: { path: '/promotionpages/combo/detail/detail', titleKey: 'titles.comboDetail', query: { bl_id: n } },
  // the order line travels in local storage (comboOrderCreateData), as the reference has it
  comboPayment: {
    path: '/promotionpages/combo/payment/payment',
    titleKey: 'titles.orderPayment',
    auth: true,
    query: { address_id: n },
  },
  groupbuyList: { path: '/promotionpages/groupbuy/list/list', titleKey: 'titles.groupbuyList', pullDown: true },
  groupbuyDetail: {
    path: '/promotionpages/groupbuy/detail/detail',
    titleKey: 'titles.groupbuyDetail',
    query: { groupbuy_id: n, sku_id: n },
  },
  // the order line travels in local storage (groupbuyOrderCreateData), as the reference has it
  groupbuyPayment: {
    path: '/promotionpages/groupbuy/payment/payment',
    titleKey: 'titles.orderPayment',
    auth: true,
    query: { address_id: n },
  },
  pintuanList: { path: '/promotionpages/pintuan/list/list', titleKey: 'titles.pintuanList', pullDown: true },
  pintuanDetail: {
    path: '/promotionpages/pintuan/detail/detail',
    titleKey: 'titles.pintuanDetail',
    query: { pintuan_id: n, group_id: n, source_member: n },
  },
  pintuanMySpell: { path: '/promotionpages/pintuan/my_spell/my_spell', titleKey: 'titles.pintuanMySpell', auth: true, pullDown: true },
  pintuanShare: {
    path: '/promotionpages/pintuan/share/share',
    titleKey: 'titles.pintuanShare',
    auth: true,
    query: { id: n, source_member: n },
  },
  // the order line travels in local storage (pintuanOrderCreateData), as the reference has it
  pintuanPayment: {
    path: '/promotionpages/pintuan/payment/payment',
    titleKey: 'titles.orderPayment',
    auth: true,
    query: { address_id: n },
  },
  bargainList: { path: '/promotionpages/bargain/list/list', titleKey: 'titles.bargainList', pullDown: true },
  bargainDetail: {
    path: '/promotionpages/bargain/detail/detail',
    titleKey: 'titles.bargainDetail',
    query: { bargain_id: n, sku_id: n },
  },
  // `id` = the launch; friends open it from the launcher's share link
  bargainLaunch: { path: '/promotionpages/bargain/launch/launch', titleKey: 'titles.bargainLaunch', auth: true, query: { id: n } },
  myBargain: { path: '/promotionpages/bargain/my_bargain/my_bargain', titleKey: 'titles.myBargain', auth: true, query: { status: s } },
  // the order line travels in local storage (bargainOrderCreateData), as the reference has it
  bargainPayment: {
    path: '/promotionpages/bargain/payment/payment',
    titleKey: 'titles.orderPayment',
    auth: true,
    query: { address_id: n },
  },
  wholesaleList: { path: '/promotionpages/wholesale/list/list', titleKey: 'titles.wholesaleList', pullDown: true },
  wholesaleDetail: {
    path: '/promotionpages/wholesale/detail/detail',
    titleKey: 'titles.wholesaleDetail',
    query: { goods_id: n, sku_id: n },
  },
  wholesaleCartList: { path: '/promotionpages/wholesale/cartList/cartList', titleKey: 'titles.wholesaleCartList' },
  // the order lines travel in local storage (wholesaleOrderCreateData), as the reference has it
  wholesalePayment: {
    path: '/promotionpages/wholesale/payment/payment',
    titleKey: 'titles.orderPayment',
    auth: true,
    query: { address_id: n },
  },
  presaleList: { path: '/promotionpages/presale/list/list', titleKey: 'titles.presaleList', pullDown: true },
  presaleDetail: { path: '/promotionpages/presale/detail/detail', titleKey: 'titles.presaleDetail', query: { id: n, sku_id: n } },
  // the deposit line travels in local storage (presaleOrderCreateData); `id` names a booking whose rest is paid here
  presalePayment: {
    path: '/promotionpages/presale/payment/payment',
    titleKey: 'titles.presalePayment',
    auth: true,
    query: { id: n, address_id: n },
  },
  presaleOrderList: {
    path: '/promotionpages/presale/order_list/order_list',
    titleKey: 'titles.presaleOrderList',
    auth: true,
    query: { order_status: n },
    pullDown: true,
  },
  presaleOrderDetail: {
    path: '/promotionpages/presale/order_detail/order_detail',
    titleKey: 'titles.presaleOrderDetail',
    auth: true,
    query: { order_id: n },
  },
  pointList: { path: '/promotionpages/point/list/list', titleKey: 'titles.pointList', pullDown: true },
  pointExchangeDetail: { path: '/promotionpages/point/detail/detail', titleKey: 'titles.pointExchangeDetail', query: { id: n } },
  pointPayment: {
    path: '/promotionpages/point/payment/payment',
    titleKey: 'titles.pointPayment',
    auth: true,
    query: { id: n, num: n, address_id: n },
  },
  pointResult: { path: '/promotionpages/point/result/result', titleKey: 'titles.pointResult', auth: true, query: { order_id: n } },
  pointOrderList: { path: '/promotionpages/point/order_list/order_list', titleKey: 'titles.pointOrderList', auth: true, pullDown: true },
  gift: { path: '/otherpages/member/gift', titleKey: 'titles.gift', auth: true, pullDown: true },
  giftDetail: { path: '/otherpages/member/gift_detail', titleKey: 'titles.giftDetail', auth: true, query: { order_id: n } },
  topicList: { path: '/promotionpages/topics/list/list', titleKey: 'titles.topicList', pullDown: true },
  topicDetail: { path: '/promotionpages/topics/detail/detail', titleKey: 'titles.topicDetail', query: { topic_id: n } },
  topicGoodsDetail: { path: '/promotionpages/topics/goods_detail/goods_detail', titleKey: 'titles.topicGoodsDetail', query: { id: n } },
  // the order line travels in local storage (topicOrderCreateData), as the reference has it
  topicPayment: {
    path: '/promotionpages/topics/payment/payment',
    titleKey: 'titles.orderPayment',
    auth: true,
    query: { address_id: n },
  },
} as const satisfies Record<string, PageDef>;

export type PageName = keyof typeof PAGES;

type KindValue<K> = K extends 'numbers' ? readonly number[] : K extends 'number' ? number : string;

/** The query a page reads, every parameter optional (pages fall back when one is missing). */
export type PageQuery<N extends PageName> = (typeof PAGES)[N] extends { query: infer Q }
  ? { [P in keyof Q]?: KindValue<Q[P]> | null }
  : Record<string, never>;

/** The router URL of a page by name, e.g. `pageUrl('orderDetail', { order_id: 5 })`; empty values are left out. */
export const pageUrl = <N extends PageName>(name: N, query?: PageQuery<N>): string => {
  const path: string = PAGES[name].path;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    // a number list is written as the spec's comma list (`cart_ids=1,2`); text is encoded whole
    parts.push(`${key}=${Array.isArray(value) ? value.join(',') : encodeURIComponent(String(value))}`);
  }
  return parts.length ? `${path}?${parts.join('&')}` : path;
};

/** The spec path of a page by name (for comparisons; links use `pageUrl`). */
export const pagePath = (name: PageName): string => PAGES[name].path;

/** Tab pages in tab-bar order (spec §2). */
export const TAB_PAGES = ['home', 'category', 'cart', 'member'] as const satisfies readonly PageName[];
