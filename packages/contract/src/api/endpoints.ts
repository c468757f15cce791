import type { EndpointGroup } from '../core/endpoint';
import { addressApi } from './address';
import { cartApi } from './cart';
import { orderApi } from './order';
import { orderAdminApi } from './orderadmin';
import { orderCreateApi } from './ordercreate';
import { payAdminApi, payApi } from './pay';
import { refundAdminApi, refundApi } from './refund';
import { verifyApi } from './verify';
import { virtualGoodsApi } from './virtualgoods';
import { configApi } from './config';
import { adminApi } from './admin';
import { memberApi } from './memberapi';
import { memberCancelApi } from './membercancel';
import { memberAccountApi } from './memberaccount';
import { memberLookupApi } from './memberlookup';
import { uploadApi } from './upload';
import { websiteApi } from './website';
import { wechatApi } from './wechat';
import { goodsApi } from './goods';
import { shopApi } from './shop';
import { storeApi } from './store';
import { contentApi } from './content';
import { diyApi } from './diy';
import { collectApi } from './collect';
import { evaluateApi } from './evaluate';
import { posterApi } from './poster';
import { manjianApi } from './manjian';
import { bundlingAdminApi, bundlingApi } from './bundling';
import { seckillAdminApi, seckillApi } from './seckill';
import { pointExchangeAdminApi, pointExchangeApi } from './pointexchange';
import { giftAdminApi, giftApi } from './gift';
import { groupbuyAdminApi, groupbuyApi } from './groupbuy';
import { pintuanAdminApi, pintuanApi } from './pintuan';
import { presaleApi } from './presale';
import { presaleAdminApi } from './presaleadmin';
import { bargainAdminApi, bargainApi } from './bargain';
import { topicAdminApi, topicApi } from './topic';
import { discountAdminApi } from './discount';
import { gameAdminApi, gameApi } from './game';
import { couponApi } from './coupon';
import { memberBankAccountApi, memberWithdrawAdminApi, memberWithdrawApi } from './memberwithdraw';
import { memberRechargeAdminApi, memberRechargeApi } from './memberrecharge';
import { memberConsumeAdminApi } from './memberconsume';
import { memberLevelApi } from './memberlevel';
import { memberSigninApi } from './membersignin';
import { wholesaleAdminApi, wholesaleApi } from './wholesale';

/**
 * Every endpoint of the contract, by domain: the server checks it mounts each one, the API document and the
 * bad-input sweep enumerate them. A new domain's group is added here once.
 */
export const endpoints = {
  cart: cartApi,
  order: orderApi,
  orderAdmin: orderAdminApi,
  orderCreate: orderCreateApi,
  virtualGoods: virtualGoodsApi,
  pay: payApi,
  payAdmin: payAdminApi,
  refund: refundApi,
  refundAdmin: refundAdminApi,
  verify: verifyApi,
  address: addressApi,
  config: configApi,
  website: websiteApi,
  member: memberApi,
  memberLookup: memberLookupApi,
  upload: uploadApi,
  wechat: wechatApi,
  memberCancel: memberCancelApi,
  memberAccount: memberAccountApi,
  admin: adminApi,
  goods: goodsApi,
  shop: shopApi,
  store: storeApi,
  content: contentApi,
  diy: diyApi,
  collect: collectApi,
  evaluate: evaluateApi,
  poster: posterApi,
  manjian: manjianApi,
  bundling: bundlingApi,
  bundlingAdmin: bundlingAdminApi,
  seckill: seckillApi,
  seckillAdmin: seckillAdminApi,
  pointExchange: pointExchangeApi,
  pointExchangeAdmin: pointExchangeAdminApi,
  gift: giftApi,
  giftAdmin: giftAdminApi,
  groupbuy: groupbuyApi,
  groupbuyAdmin: groupbuyAdminApi,
  pintuan: pintuanApi,
  pintuanAdmin: pintuanAdminApi,
  presale: presaleApi,
  presaleAdmin: presaleAdminApi,
  bargain: bargainApi,
  bargainAdmin: bargainAdminApi,
  topic: topicApi,
  topicAdmin: topicAdminApi,
  discountAdmin: discountAdminApi,
  game: gameApi,
  gameAdmin: gameAdminApi,
  coupon: couponApi,
  memberWithdraw: memberWithdrawApi,
  memberBankAccount: memberBankAccountApi,
  memberWithdrawAdmin: memberWithdrawAdminApi,
  memberRecharge: memberRechargeApi,
  memberRechargeAdmin: memberRechargeAdminApi,
  memberConsumeAdmin: memberConsumeAdminApi,
  memberLevel: memberLevelApi,
  memberSignin: memberSigninApi,
  wholesale: wholesaleApi,
  wholesaleAdmin: wholesaleAdminApi,
} satisfies Record<string, EndpointGroup>;

export type Domain = keyof typeof endpoints;
