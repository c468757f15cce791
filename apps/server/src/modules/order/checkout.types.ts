// The shapes of a priced checkout (lines, shops, platform coupons, totals) and its error constructor.
import { Code, type DeliveryTypeName, type OrderCalculateParams, type OrderCreateErrorCode, type OrderCreateParams } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import type { CheckoutAddress } from '../address';
import type { UsableShopCoupon } from '../coupon';
import type { ManjianApplied, PromotionCheckoutLine } from '../promotion';
import type { DeliveryConfig, PickupStore } from './order.delivery';

export type CheckoutMode = 'payment' | 'calculate' | 'create';
export type CheckoutParams = OrderCalculateParams & Partial<Pick<OrderCreateParams, 'buyer_message' | 'pay_password' | 'source_member'>>;
export type DeliveryKind = DeliveryTypeName | 'virtual';

export interface CheckoutLine {
  cartId: number;
  siteName: string;
  websiteId: number;
  skuId: number;
  goodsId: number;
  siteId: number;
  skuName: string;
  goodsName: string;
  skuImage: string;
  skuNo: string;
  /** As stored (JSON array). */
  skuSpec: unknown;
  unit: string;
  isVirtual: boolean;
  isFreeShipping: boolean;
  weight: number;
  price: number;
  num: number;
  stock: number;
  goodsMoney: number;
  promotionMoney: number;
  couponMoney: number;
  platformCouponMoney: number;
  /** goodsMoney − promotion − coupon − platform coupon. */
  realGoodsMoney: number;
}

/** The manjian tier a shop's lines satisfied (priced by the promotion wing). */
export type CheckoutManjian = ManjianApplied;

export interface CheckoutShop {
  siteId: number;
  siteName: string;
  websiteId: number;
  lines: CheckoutLine[];
  goodsNum: number;
  goodsMoney: number;
  promotionMoney: number;
  couponId: number;
  couponMoney: number;
  platformCouponMoney: number;
  deliveryMoney: number;
  orderMoney: number;
  /** Balance applied, split by account (balance first). */
  balanceMoney: number;
  fromBalance: number;
  fromBalanceMoney: number;
  payMoney: number;
  isVirtual: boolean;
  deliveryType: DeliveryKind;
  store: PickupStore | null;
  buyerAskDeliveryTime: string;
  buyerMessage: string;
  config: DeliveryConfig;
  stores: PickupStore[];
  coupons: UsableShopCoupon[];
  manjian: CheckoutManjian | null;
}

export interface CheckoutPlatformCoupon {
  platformcouponId: number;
  name: string;
  money: number;
  atLeast: number;
  endTime: number;
  /** 1 all shops, 2 the shops of the levels in `groupIds`. */
  useScenario: number;
  groupIds: string;
  /** The shops of this checkout the coupon applies to, and their goods money after shop discounts. */
  siteIds: number[];
  eligibleBase: number;
  /** The level names of a level-limited coupon ("旗舰店 / 专营店"), '' for all shops. */
  groupNames: string;
}

export interface Checkout {
  memberId: number;
  /** The first activity line of a promotion checkout (seckill …; it names the kind and activity), null for a normal one. */
  promotion: PromotionCheckoutLine | null;
  /** Every line of a promotion checkout (several for a combo), empty for a normal one. */
  promotionLines: PromotionCheckoutLine[];
  shops: CheckoutShop[];
  isVirtual: boolean;
  isBalance: boolean;
  address: CheckoutAddress | null;
  /** Who receives: the address's, or for virtual goods the mobile given (member's by default). */
  receiver: { name: string; mobile: string };
  account: { balance: number; balanceMoney: number; hasPayPassword: boolean; mobile: string; nickname: string };
  platformCoupons: CheckoutPlatformCoupon[];
  platformCoupon: CheckoutPlatformCoupon | null;
  totals: {
    goodsNum: number;
    goodsMoney: number;
    promotionMoney: number;
    couponMoney: number;
    platformCouponMoney: number;
    deliveryMoney: number;
    orderMoney: number;
    balanceMoney: number;
    payMoney: number;
  };
}

/** A checkout failure with `data.error_code` (reference §3). */
export const checkoutError = (
  key: string,
  params?: Record<string, string | number>,
  errorCode: OrderCreateErrorCode = 1,
  siteId?: number,
): AppError =>
  new AppError(key, Code.ERROR, params, siteId === undefined ? { error_code: errorCode } : { error_code: errorCode, site_id: siteId });
