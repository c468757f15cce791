import {
  COUPON_GOODS_TYPE,
  COUPON_STATE,
  COUPON_TYPE,
  COUPON_USE_SCENARIO,
  COUPON_VALIDITY_TYPE,
  type CouponGoodsType,
  type CouponState,
  type CouponTypeKind,
  type CouponUseScenario,
  type CouponValidityType,
  type CouponType,
  type MemberCoupon,
  type MemberPlatformCoupon,
  type PlatformCouponType,
} from '@mall/contract';
import type { CouponKind } from '../coupon.api';
import { pagePath, pageUrl } from '../../../shared/pages';

/** One coupon (a type to receive, or one the member holds) as a card shows it. */
export interface CouponView {
  kind: CouponKind;
  /** Type id. */
  typeId: number;
  /** Member coupon id (held coupons only). */
  couponId?: number;
  name: string;
  /** Shop name; '' for platform coupons. */
  siteName: string;
  type: CouponTypeKind;
  money: string;
  discount: string;
  discountLimit: string;
  atLeast: string;
  goodsType: CouponGoodsType;
  /** Types: validity rule; held coupons: their own dates. */
  validityType: CouponValidityType;
  fixedTerm: number;
  startTime: number;
  endTime: number;
  /** Types only. */
  count: number;
  leadCount: number;
  isLimitless: boolean;
  maxFetch: number;
  canReceive: boolean;
  isReceive: boolean;
  /** Held coupons: their `COUPON_STATE`; types: `NOT_HELD`. */
  state: typeof NOT_HELD | CouponState;
  /** Platform coupons: all shops, or only shops of the levels named in `groupNames`. */
  useScenario: CouponUseScenario;
  /** Readable names of those levels ("旗舰店、专营店"); '' for all shops. */
  groupNames: string;
}

/** The `state` of a card that shows a coupon type, not a held coupon. */
export const NOT_HELD = 0 as const;

const base = {
  discountLimit: '0.00',
  goodsType: COUPON_GOODS_TYPE.all,
  startTime: 0,
  count: 0,
  leadCount: 0,
  isLimitless: true,
  maxFetch: 0,
  canReceive: false,
  isReceive: false,
  state: NOT_HELD,
  useScenario: COUPON_USE_SCENARIO.allShops,
  groupNames: '',
};

export const fromShopType = (t: CouponType): CouponView => ({
  ...base,
  kind: 'shop',
  typeId: t.coupon_type_id,
  name: t.coupon_name,
  siteName: t.site_name,
  type: t.type,
  money: t.money,
  discount: t.discount,
  discountLimit: t.discount_limit,
  atLeast: t.at_least,
  goodsType: t.goods_type,
  validityType: t.validity_type,
  fixedTerm: t.fixed_term,
  endTime: t.end_time,
  count: t.count,
  leadCount: t.lead_count,
  isLimitless: t.is_limitless === 1,
  maxFetch: t.max_fetch,
  canReceive: t.can_receive === 1,
  isReceive: t.is_receive === 1,
});

export const fromPlatformType = (t: PlatformCouponType): CouponView => ({
  ...base,
  kind: 'platform',
  typeId: t.platformcoupon_type_id,
  name: t.platformcoupon_name,
  siteName: '',
  type: COUPON_TYPE.reward,
  money: t.money,
  discount: t.discount,
  atLeast: t.at_least,
  validityType: t.validity_type,
  fixedTerm: t.fixed_term,
  endTime: t.end_time,
  count: t.count,
  leadCount: t.lead_count,
  isLimitless: t.is_limitless === 1,
  maxFetch: t.max_fetch,
  canReceive: t.can_receive === 1,
  isReceive: t.is_receive === 1,
  useScenario: t.use_scenario,
  groupNames: t.group_names ?? '',
});

export const fromMemberCoupon = (c: MemberCoupon): CouponView => ({
  ...base,
  kind: 'shop',
  typeId: c.coupon_type_id,
  couponId: c.coupon_id,
  name: c.coupon_name,
  siteName: c.site_name,
  type: c.type,
  money: c.money,
  discount: c.discount,
  discountLimit: c.discount_limit,
  atLeast: c.at_least,
  goodsType: c.goods_type,
  validityType: COUPON_VALIDITY_TYPE.untilEnd,
  fixedTerm: 0,
  startTime: c.start_time,
  endTime: c.end_time,
  state: c.state,
});

export const fromMemberPlatformCoupon = (c: MemberPlatformCoupon): CouponView => ({
  ...base,
  kind: 'platform',
  typeId: c.platformcoupon_type_id,
  couponId: c.platformcoupon_id,
  name: c.platformcoupon_name,
  siteName: '',
  type: COUPON_TYPE.reward,
  money: c.money,
  discount: '0.0',
  atLeast: c.at_least,
  validityType: COUPON_VALIDITY_TYPE.untilEnd,
  fixedTerm: 0,
  startTime: c.start_time,
  endTime: c.end_time,
  state: c.state,
  useScenario: c.use_scenario,
  groupNames: c.group_names ?? '',
});

/** "10.00" → "10", "12.50" → "12.5" (the face of a card). */
export const amountText = (money: string): string => {
  const n = Number(money);
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : money;
};

/** The big figure of a card: money off, or the 折 figure. */
export const couponFace = (v: Pick<CouponView, 'type' | 'money' | 'discount'>): { kind: 'money' | 'discount'; value: string } =>
  v.type === COUPON_TYPE.discount ? { kind: 'discount', value: amountText(v.discount) } : { kind: 'money', value: amountText(v.money) };

/** i18n key and params of the threshold line (满X可用 / 无门槛). */
export const thresholdText = (v: Pick<CouponView, 'atLeast'>): [string, Record<string, string>?] =>
  Number(v.atLeast) > 0 ? ['coupon.atLeast', { n: amountText(v.atLeast) }] : ['coupon.noThreshold'];

/** YYYY-MM-DD (or YYYY.MM.DD) of a unix time, in the viewer's time zone. */
export const dateText = (unix: number, sep = '-'): string => {
  const d = new Date(unix * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${sep}${p(d.getMonth() + 1)}${sep}${p(d.getDate())}`;
};

/** i18n key and params of the validity line. */
export const validityText = (
  v: Pick<CouponView, 'state' | 'validityType' | 'fixedTerm' | 'startTime' | 'endTime'>,
): [string, Record<string, string>?] => {
  if (v.state !== NOT_HELD) {
    if (v.endTime === 0) return ['coupon.forever'];
    return ['coupon.period', { start: dateText(v.startTime, '.'), end: dateText(v.endTime, '.') }];
  }
  if (v.validityType === COUPON_VALIDITY_TYPE.fixedTerm) return ['coupon.fixedTerm', { n: String(v.fixedTerm) }];
  if (v.endTime > 0) return ['coupon.until', { date: dateText(v.endTime, '.') }];
  return ['coupon.forever'];
};

/** Percent of the stock handed out (null for unlimited types). */
export const progressPercent = (v: Pick<CouponView, 'isLimitless' | 'count' | 'leadCount'>): number | null => {
  if (v.isLimitless || v.count <= 0) return null;
  return Math.min(100, Math.floor((v.leadCount / v.count) * 100));
};

export type CouponAction = 'receive' | 'use' | 'soldOut' | 'none';

/** The button of a type card: receive while allowed, else use when held, else sold out. Held coupons: use when unused. */
export const couponAction = (v: Pick<CouponView, 'state' | 'canReceive' | 'isReceive'>): CouponAction => {
  if (v.state !== NOT_HELD) return v.state === COUPON_STATE.unused ? 'use' : 'none';
  if (v.canReceive) return 'receive';
  return v.isReceive ? 'use' : 'soldOut';
};

/** Where 去使用 leads: the goods list of what the coupon applies to (a shop coupon's goods, a platform coupon's shops). */
export const goodsUrlOf = (v: Pick<CouponView, 'kind' | 'typeId'>): string =>
  v.kind === 'shop' ? pageUrl('goodsList', { coupon: v.typeId }) : pageUrl('goodsList', { platform_coupon_type: v.typeId });

/** i18n key and params of where a coupon may be used: the shop coupon's goods, all shops, or the listed shop levels. */
export const scopeText = (v: Pick<CouponView, 'kind' | 'goodsType' | 'useScenario' | 'groupNames'>): [string, Record<string, string>?] => {
  if (v.kind === 'shop') return [`coupon.scope.${v.goodsType}`];
  if (v.useScenario !== COUPON_USE_SCENARIO.shopLevels) return ['coupon.platformScope'];
  return v.groupNames ? ['coupon.groupScope', { names: v.groupNames }] : ['coupon.groupScopeUnknown'];
};

export const receiveUrl = (kind: CouponKind, typeId: number): string =>
  `${pagePath('couponReceive')}?${kind === 'shop' ? 'coupon_type_id' : 'platformcoupon_type_id'}=${typeId}`;
