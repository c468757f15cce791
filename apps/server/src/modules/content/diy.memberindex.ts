import type { DiyMemberIndex } from '@mall/contract';

/** One entry of the built-in member-centre menu: Chinese and English text, the page, the add-on it needs. */
const entry = (text: string, en: string, url: string, tag = '') => ({ text, 'en-us': { text: en }, url, img: '', isShow: true, tag });

/**
 * The member centre's decoration until the operator saves one (setting `DIY_VIEW_MEMBER_INDEX`): the seed
 * writes it, and a mall whose database predates the setting answers it too, so its grid is never empty.
 * 积分 and 签到 wait for their pages (the storefront shows only declared pages).
 */
export const DEFAULT_MEMBER_INDEX: DiyMemberIndex = {
  topStyle: 1,
  bgColor: '',
  textColor: '#ffffff',
  bgImg: '',
  menuStyle: 1,
  insertGap: 10,
  level: 1,
  menuList: [
    entry('我的优惠券', 'My coupons', '/otherpages/member/coupon/coupon', 'coupon'),
    entry('我的资产', 'My assets', '/otherpages/member/assets/assets'),
    entry('申请提现', 'Withdraw', '/otherpages/member/apply_withdrawal/apply_withdrawal', 'memberwithdraw'),
    entry('会员充值', 'Recharge', '/otherpages/recharge/list/list', 'memberrecharge'),
    entry('我的预售', 'My presales', '/promotionpages/presale/order_list/order_list', 'presale'),
    entry('我的积分', 'My points', '/otherpages/member/point/point'),
    entry('积分商城', 'Points mall', '/promotionpages/point/list/list', 'pointexchange'),
    entry('我的礼品', 'My gifts', '/otherpages/member/gift/gift', 'gift'),
    entry('收货地址', 'Addresses', '/otherpages/member/address/address'),
    entry('我的关注', 'Favourites', '/otherpages/member/collection/collection'),
    entry('我的足迹', 'History', '/otherpages/member/footprint/footprint'),
    entry('签到有礼', 'Daily check-in', '/otherpages/member/signin/signin', 'membersignin'),
    entry('我的拼团', 'My group deals', '/promotionpages/pintuan/my_spell/my_spell', 'pintuan'),
    entry('我的砍价', 'My bargains', '/promotionpages/bargain/my_bargain/my_bargain', 'bargain'),
    entry('核销台', 'Verification', '/otherpages/verification/index/index', 'verifier'),
    entry('领券中心', 'Coupon centre', '/otherpages/goods/coupon/coupon', 'coupon'),
    entry('店铺街', 'Shop street', '/otherpages/shop/street/street'),
    entry('店铺笔记', 'Store notes', '/otherpages/store_notes/note_list/note_list'),
    entry('公告', 'Notices', '/otherpages/notice/list/list'),
    entry('帮助中心', 'Help', '/otherpages/help/list/list'),
  ],
} as DiyMemberIndex;
