import {
  COUPON_TYPE,
  COUPON_USE_SCENARIO,
  type DeliveryChoice,
  type DeliveryTypeName,
  type LocalDeliveryInfo,
  ORDER_CREATE_ERROR,
  type OrderCalculateResult,
  type orderCreateApi,
  type OrderCreateCoupon,
  type OrderCreatePlatformCoupon,
  type OrderCreateShop,
  type OrderCreateStore,
  type ParamsOf,
  parseYuan,
} from '@mall/contract';
import type { TFunction } from '../../../i18n/runtime';
import { isPromotionEntry, type CheckoutEntry } from './entry';
import { pageUrl } from '../../../shared/pages';

export { paymentUrlForCart, paymentUrlForSku } from '../links';

export * from './entry';

/** `url` without one query parameter (the payment page's own URL minus `address_id`, used as the address book's `back`). */
export const withoutParam = (url: string, key: string): string => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const rest = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '' && decodeURIComponent(pair.split('=')[0]) !== key)
    .join('&');
  return rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q);
};

/** The address book in select mode, returning to `back` with `address_id`. */
export const addressBookUrl = (back: string): string => pageUrl('address', { back: withoutParam(back, 'address_id') });

// ---------------------------------------------------------------- choices → params

/**
 * The shopper's own choices. A shop missing from `delivery` / `coupon` keeps the server's default (first
 * enabled way; best usable coupon); `platformCouponId` null = the server's best platform coupon.
 */
export interface CheckoutChoices {
  delivery: Record<string, DeliveryChoice>;
  /** Shop coupon per site (0 = none). */
  coupon: Record<string, number>;
  platformCouponId: number | null;
  isBalance: 0 | 1;
  /** Chosen address id (null = the default address). */
  addressId: number | null;
}

export const emptyChoices = (addressId: number | null = null): CheckoutChoices => ({
  delivery: {},
  coupon: {},
  platformCouponId: null,
  isBalance: 0,
  addressId,
});

/** Params of calculate and create as the contract declares them (payment takes the entry part); objects travel as JSON text. */
export type CalcParams = ParamsOf<typeof orderCreateApi.create>;

/**
 * Params of `/api/ordercreate/calculate` (and the base of create): the entry, is_balance, position, and the
 * objects keyed by site_id (sent as JSON text) for the shops the shopper changed.
 */
export const buildCalcParams = (
  entry: CheckoutEntry,
  c: CheckoutChoices,
  location?: { latitude: number; longitude: number } | null,
): CalcParams => {
  const p: CalcParams = { ...entry, is_balance: c.isBalance };
  if (location) {
    p.latitude = location.latitude;
    p.longitude = location.longitude;
  }
  const delivery = Object.entries(c.delivery);
  if (delivery.length > 0) {
    const out: Record<string, DeliveryChoice> = {};
    for (const [site, d] of delivery) {
      const one: DeliveryChoice = { delivery_type: d.delivery_type };
      if (d.delivery_type_name) one.delivery_type_name = d.delivery_type_name;
      if (d.delivery_type === 'store' && d.store_id) one.store_id = d.store_id;
      if (d.delivery_type === 'local' && d.buyer_ask_delivery_time !== undefined) one.buyer_ask_delivery_time = d.buyer_ask_delivery_time;
      out[site] = one;
    }
    p.delivery = out;
  }
  const coupon = isPromotionEntry(entry) ? [] : Object.entries(c.coupon);
  if (coupon.length > 0) p.coupon = Object.fromEntries(coupon.map(([site, id]) => [site, { coupon_id: id }]));
  if (c.platformCouponId !== null) p.platform_coupon_id = c.platformCouponId;
  if (c.addressId !== null) p.member_address = { id: c.addressId };
  return p;
};

export interface CreateExtras {
  /** Buyer message per site; blank ones are left out. */
  buyerMessage: Record<string, string>;
  /** Virtual checkout: the mobile that receives the codes. */
  mobile?: string;
  payPassword?: string;
}

/** Params of `/api/ordercreate/create`: the calculate params plus messages, the virtual mobile and the pay password. */
export const buildCreateParams = (base: CalcParams, x: CreateExtras): CalcParams => {
  const p: CalcParams = { ...base };
  const messages = Object.entries(x.buyerMessage)
    .map(([site, text]) => [site, text.trim()] as const)
    .filter(([, text]) => text !== '');
  if (messages.length > 0) p.buyer_message = Object.fromEntries(messages);
  if (x.mobile !== undefined) {
    p.member_address = { ...base.member_address, mobile: x.mobile.trim() };
  }
  if (x.payPassword) p.pay_password = x.payPassword;
  return p;
};

// ---------------------------------------------------------------- reading the answer

/** Shop blocks in a stable order (ascending site_id, the server's key order). */
export const shopsOf = (r: OrderCalculateResult): OrderCreateShop[] =>
  Object.values(r.shop_goods_list ?? {}).sort((a, b) => a.site_id - b.site_id);

/** Money string → fen (0 for anything unreadable). */
export const fen = (v: unknown): number => parseYuan(String(v ?? '')) ?? 0;

/** True when some money string is above zero. */
export const positive = (v: unknown): boolean => fen(v) > 0;

/** A shop needs a delivery address when it is not virtual and ships by express or local delivery. */
export const shopNeedsAddress = (shop: OrderCreateShop): boolean =>
  shop.is_virtual !== 1 && (shop.delivery?.delivery_type === 'express' || shop.delivery?.delivery_type === 'local');

export const needsAddress = (r: OrderCalculateResult): boolean => r.is_virtual !== 1 && shopsOf(r).some(shopNeedsAddress);

/** Stores nearest first (stores without a distance keep their order, after those with one). */
export const sortStores = (list: OrderCreateStore[]): OrderCreateStore[] =>
  list
    .map((s, i) => ({ s, i, d: Number(s.distance) }))
    .sort((a, b) => {
      const da = a.d > 0 ? a.d : Number.POSITIVE_INFINITY;
      const db = b.d > 0 ? b.d : Number.POSITIVE_INFINITY;
      return da === db ? a.i - b.i : da - db;
    })
    .map((x) => x.s);

/** The store in effect for a shop's store pickup. */
export const currentStore = (shop: OrderCreateShop): OrderCreateStore | null => {
  const way = shop.express_type.find((e) => e.name === 'store');
  const list = way?.store_list ?? [];
  const id = shop.delivery?.delivery_type === 'store' && shop.delivery.store_id ? shop.delivery.store_id : way?.store_id;
  return list.find((s) => s.store_id === id) ?? null;
};

/** A choice for switching a shop to `name` (store pickup keeps the store in effect). */
export const choiceFor = (shop: OrderCreateShop, name: DeliveryTypeName): DeliveryChoice => {
  const way = shop.express_type.find((e) => e.name === name);
  const choice: DeliveryChoice = { delivery_type: name, delivery_type_name: way?.title ?? '' };
  if (name === 'store') {
    const store = currentStore(shop) ?? sortStores(way?.store_list ?? [])[0];
    if (store) choice.store_id = store.store_id;
  }
  if (name === 'local')
    choice.buyer_ask_delivery_time = shop.delivery?.delivery_type === 'local' ? shop.delivery.buyer_ask_delivery_time : '';
  return choice;
};

// ---------------------------------------------------------------- local delivery time

/** "09:30" for seconds since midnight. */
export const hhmm = (seconds: number): string => {
  const s = Math.max(0, Math.min(24 * 3600 - 60, Math.floor(seconds)));
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
};

/** Minutes between two offered delivery times. */
export const SLOT_STEP_SECONDS = 30 * 60;

/** True when the shop delivers on the week day of `now` (time_type 0 = every day). */
export const deliversOn = (info: LocalDeliveryInfo, now: Date): boolean =>
  Number(info.time_type) !== 1 || (info.time_week ?? []).map(Number).includes(now.getDay());

/**
 * The wished times a shopper may pick ("HH:MM"): every half hour within the shop's window. On a delivery
 * day the times already past (plus one step to prepare) are left out; when none remain the whole window is
 * offered (the next delivery day). Empty when the shop does not take wished times.
 */
export const deliverySlots = (info: LocalDeliveryInfo | null | undefined, now: Date): string[] => {
  if (!info || Number(info.time_is_open) !== 1) return [];
  const start = Math.max(0, Number(info.start_time) || 0);
  const end = Math.min(24 * 3600 - 60, Number(info.end_time) || 0);
  if (end < start) return [];
  const all: number[] = [];
  for (let t = Math.ceil(start / SLOT_STEP_SECONDS) * SLOT_STEP_SECONDS; t <= end; t += SLOT_STEP_SECONDS) all.push(t);
  if (all.length === 0) all.push(start);
  const nowSec = now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
  const later = deliversOn(info, now) ? all.filter((t) => t >= nowSec + SLOT_STEP_SECONDS) : [];
  return (later.length > 0 ? later : all).map(hhmm);
};

// ---------------------------------------------------------------- errors

/** `data.error_code` of a failed checkout call (reference §3), or null. */
export const checkoutErrorCode = (err: unknown): number | null => {
  const data = (err as { data?: unknown } | null)?.data;
  const code = (data as { error_code?: unknown } | null | undefined)?.error_code;
  return typeof code === 'number' || (typeof code === 'string' && /^\d+$/.test(code)) ? Number(code) : null;
};

/** Errors 10 (too far), 11 (below minimum) and 12 (no coordinates): shown as a modal that offers the address book. */
export const isAddressError = (code: number | null): boolean =>
  code === ORDER_CREATE_ERROR.LOCAL_TOO_FAR ||
  code === ORDER_CREATE_ERROR.LOCAL_BELOW_MIN ||
  code === ORDER_CREATE_ERROR.LOCAL_NO_COORDINATES;

/** Mainland mobile (the server's rule). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Length of the payment password. */
export const PAY_PASSWORD_LENGTH = 6;

// ---------------------------------------------------------------- coupon pickers

type Translate = TFunction;

/** A coupon as the picker lists it. */
export interface CouponOption {
  id: number;
  name: string;
  /** Face: "¥10" or "8.5折". */
  face: string;
  /** Threshold text. */
  condition: string;
  /** Validity text ('' when unknown). */
  until: string;
  /** What it takes off here ("10.00"), when known. */
  deduction?: string;
}

/** "2026-12-31" for unix seconds ('' for 0). */
export const ymd = (unix: number): string => {
  if (!unix || !Number.isFinite(Number(unix))) return '';
  const d = new Date(Number(unix) * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const trimMoney = (v: string): string => String(Number(v));

/** A shop's usable coupons as the picker shows them (face, threshold, validity, what each takes off). */
export const shopCouponOptions = (list: OrderCreateCoupon[], t: Translate): CouponOption[] =>
  list.map((c) => ({
    id: c.coupon_id,
    name: c.coupon_name,
    face: c.type === COUPON_TYPE.discount ? t('checkout.coupon.discount', { n: trimMoney(c.discount) }) : `¥${trimMoney(c.money)}`,
    condition: positive(c.at_least) ? t('checkout.coupon.threshold', { money: trimMoney(c.at_least) }) : t('checkout.coupon.noThreshold'),
    until: c.end_time ? t('checkout.coupon.until', { date: ymd(c.end_time) }) : '',
    deduction: c.deduction,
  }));

/** Usable platform coupons as the picker shows them. */
export const platformCouponOptions = (list: OrderCreatePlatformCoupon[], t: Translate): CouponOption[] =>
  list.map((c) => {
    const condition = positive(c.at_least)
      ? t('checkout.coupon.threshold', { money: trimMoney(c.at_least) })
      : t('checkout.coupon.noThreshold');
    return {
      id: c.platformcoupon_id,
      name: c.platformcoupon_name,
      face: `¥${trimMoney(c.money)}`,
      // a coupon limited to shop levels says which (the server only offers it when this order has such shops)
      condition:
        c.use_scenario === COUPON_USE_SCENARIO.shopLevels && c.group_names
          ? t('checkout.coupon.levels', { condition, names: c.group_names })
          : condition,
      until: c.end_time ? t('checkout.coupon.until', { date: ymd(c.end_time) }) : '',
    };
  });
