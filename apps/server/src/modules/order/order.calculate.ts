import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  BUYER_MESSAGE_ALL_SHOPS,
  Code,
  formatFen,
  NO_INVOICE,
  nowSeconds,
  parseYuan,
  type DeliveryTypeName,
  type Lang,
  type OrderCalculateParams,
  type OrderCalculateResult,
  type OrderCreateErrorCode,
  type OrderCreateExpressType,
  type OrderCreateParams,
  type OrderCreateShop,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { memberAddressForCheckout, type CheckoutAddress } from '../address';
import { cart } from '../cart';
import { couponMessages, scopeAllows, scopeNamer, usablePlatformCoupons, usableShopCoupons, type UsableShopCoupon } from '../coupon';
import { goods, goodsSku } from '../goods';
import { promotionManjian } from '../manjian';
import { member } from '../member';
import { shop } from '../shop';
import {
  deliveryConfigs,
  expressFee,
  localDelivery,
  localTimeAllowed,
  pickupStores,
  type DeliveryConfig,
  type PickupStore,
} from './order.delivery';
import { OrderStatus } from './order.state';
import { order, orderGoods } from './order.tables';
import { orderCreateMessages } from './ordercreate.messages';

/**
 * Pricing of a checkout (reference §4.8, §6), shared by payment, calculate and create. Everything is
 * read from the database — prices the client sends are never used. Money is integer fen throughout.
 *
 * Order of discounts per shop: goods price (discount_price) → manjian (highest satisfied tier) → shop
 * coupon → platform coupon (one for the checkout, split across shops pro rata) → delivery is added →
 * balance (`balance` before `balance_money`). Every discount is also split over the goods lines (exact
 * to the fen, largest remainder) so each `order_goods.real_goods_money` is the line's refundable base.
 */

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

export interface CheckoutManjian {
  manjianId: number;
  manjianName: string;
  type: number;
  /** The satisfied tier's threshold as written ("99.00", or a count). */
  threshold: string;
  discountMoney: number;
  freeShipping: boolean;
}

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
export const checkoutError = (key: string, params?: Record<string, string | number>, errorCode: OrderCreateErrorCode = 1, siteId?: number): AppError =>
  new AppError(key, Code.ERROR, params, siteId === undefined ? { error_code: errorCode } : { error_code: errorCode, site_id: siteId });

/**
 * Splits `total` fen over `weights` pro rata, exactly (largest remainder; ties to the earlier line);
 * no part exceeds its weight (a total above Σweights is capped to it).
 */
export const splitProRata = (total: number, weights: number[]): number[] => {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  // Never more than there is to take from.
  const T = BigInt(Math.min(total, sum));
  const S = BigInt(sum);
  const parts = weights.map((w) => (T * BigInt(Math.max(0, w))) / S);
  const rems = weights.map((w, i) => ({ i, r: (T * BigInt(Math.max(0, w))) % S }));
  let left = Math.min(total, sum) - parts.reduce((a, b) => a + Number(b), 0);
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rems) {
    if (left <= 0) break;
    if (parts[i]! < BigInt(Math.max(0, weights[i]!))) {
      parts[i]! += 1n;
      left -= 1;
    }
  }
  return parts.map(Number);
};

const MOBILE = /^1\d{10}$/;

/** Goods, quantities and the member's past purchases: the lines of the checkout, checked. */
const loadLines = async (db: Db, memberId: number, p: CheckoutParams): Promise<CheckoutLine[]> => {
  let wanted: { cartId: number; skuId: number; num: number }[];
  if (p.cart_ids && p.cart_ids.length > 0) {
    const ids = [...new Set(p.cart_ids)];
    const rows = await db
      .select({ cartId: cart.cartId, skuId: cart.skuId, num: cart.num })
      .from(cart)
      .where(and(inArray(cart.cartId, ids), eq(cart.memberId, memberId)));
    // A foreign or missing line refuses the whole checkout (no hint whose it is).
    if (rows.length !== ids.length) throw checkoutError(orderCreateMessages.ocCartNotExist);
    const byId = new Map(rows.map((r) => [r.cartId, r]));
    wanted = ids.map((id) => byId.get(id)!);
  } else if (p.sku_id) {
    if (p.num === undefined) throw checkoutError(orderCreateMessages.ocNumRequired);
    wanted = [{ cartId: 0, skuId: p.sku_id, num: p.num }];
  } else {
    throw checkoutError(orderCreateMessages.ocGoodsRequired);
  }

  const skuIds = wanted.map((w) => w.skuId);
  const rows = await db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      siteId: goods.siteId,
      skuName: goodsSku.skuName,
      skuNo: goodsSku.skuNo,
      skuSpec: goodsSku.skuSpecFormat,
      price: goodsSku.discountPrice,
      stock: goodsSku.stock,
      skuImage: goodsSku.skuImage,
      weight: goodsSku.weight,
      goodsName: goods.goodsName,
      unit: goods.unit,
      goodsState: goods.goodsState,
      verifyState: goods.verifyState,
      isDelete: goods.isDelete,
      isVirtual: goods.isVirtual,
      isFreeShipping: goods.isFreeShipping,
      minBuy: goods.minBuy,
      maxBuy: goods.maxBuy,
      shopStatus: shop.shopStatus,
      siteName: shop.siteName,
      websiteId: shop.websiteId,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(inArray(goodsSku.skuId, skuIds));
  const bySku = new Map(rows.map((r) => [r.skuId, r]));

  const lines: CheckoutLine[] = [];
  const perGoods = new Map<number, { num: number; name: string; minBuy: number; maxBuy: number }>();
  for (const w of wanted) {
    const r = bySku.get(w.skuId);
    if (!r || r.isDelete !== 0) throw checkoutError(orderCreateMessages.ocGoodsNotExist);
    if (r.goodsState !== 1 || r.verifyState !== 1 || r.shopStatus !== 1) throw checkoutError(orderCreateMessages.ocGoodsOffShelf, { name: r.skuName });
    if (!Number.isSafeInteger(w.num) || w.num <= 0) throw checkoutError(orderCreateMessages.ocStockShort, { name: r.skuName });
    if (w.num > r.stock) throw checkoutError(orderCreateMessages.ocStockShort, { name: r.skuName });
    const g = perGoods.get(r.goodsId) ?? { num: 0, name: r.goodsName, minBuy: r.minBuy, maxBuy: r.maxBuy };
    g.num += w.num;
    perGoods.set(r.goodsId, g);
    lines.push({
      cartId: w.cartId,
      siteName: r.siteName,
      websiteId: r.websiteId,
      skuId: r.skuId,
      goodsId: r.goodsId,
      siteId: r.siteId,
      skuName: r.skuName,
      goodsName: r.goodsName,
      skuImage: r.skuImage,
      skuNo: r.skuNo,
      skuSpec: r.skuSpec,
      unit: r.unit,
      isVirtual: r.isVirtual === 1,
      isFreeShipping: r.isFreeShipping === 1,
      weight: r.weight,
      price: r.price,
      num: w.num,
      stock: r.stock,
      goodsMoney: r.price * w.num,
      promotionMoney: 0,
      couponMoney: 0,
      platformCouponMoney: 0,
      realGoodsMoney: r.price * w.num,
    });
  }
  for (const g of perGoods.values()) if (g.minBuy > 0 && g.num < g.minBuy) throw checkoutError(orderCreateMessages.ocMinBuy, { name: g.name, min: g.minBuy });

  const limited = [...perGoods.entries()].filter(([, g]) => g.maxBuy > 0).map(([id]) => id);
  if (limited.length > 0) {
    // Past purchases: every line of the member's orders that were not closed.
    const bought = await db
      .select({ goodsId: orderGoods.goodsId, n: sql<number>`coalesce(sum(${orderGoods.num}), 0)::int` })
      .from(orderGoods)
      .innerJoin(order, eq(order.orderId, orderGoods.orderId))
      .where(and(eq(orderGoods.memberId, memberId), inArray(orderGoods.goodsId, limited), ne(order.orderStatus, OrderStatus.CLOSED)))
      .groupBy(orderGoods.goodsId);
    const had = new Map(bought.map((b) => [b.goodsId, Number(b.n)]));
    for (const id of limited) {
      const g = perGoods.get(id)!;
      const before = had.get(id) ?? 0;
      if (before + g.num > g.maxBuy) throw checkoutError(orderCreateMessages.ocMaxBuy, { name: g.name, max: g.maxBuy, bought: before });
    }
  }
  return lines;
};

interface ManjianRuleRow {
  money?: unknown;
  discount_money?: unknown;
  free_shipping?: unknown;
}

/** The running full-reduction activity of each shop (newest when several): one query. */
const manjianOf = async (db: Db, siteIds: number[], at: number) => {
  const rows = await db
    .select()
    .from(promotionManjian)
    .where(and(inArray(promotionManjian.siteId, siteIds), eq(promotionManjian.status, 1), lte(promotionManjian.startTime, at), gt(promotionManjian.endTime, at)))
    .orderBy(desc(promotionManjian.manjianId));
  const out = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!out.has(r.siteId)) out.set(r.siteId, r);
  return out;
};

/** Applies a manjian activity to a shop's lines (sets their promotion money); the satisfied tier or null. */
const applyManjian = (m: typeof promotionManjian.$inferSelect | undefined, lines: CheckoutLine[]): CheckoutManjian | null => {
  if (!m) return null;
  const listed = new Set(m.goodsIds.split(',').filter(Boolean).map(Number));
  const eligible = lines.filter((l) => m.goodsType === 1 || listed.has(l.goodsId));
  if (eligible.length === 0) return null;
  const money = eligible.reduce((s, l) => s + l.goodsMoney, 0);
  const count = eligible.reduce((s, l) => s + l.num, 0);
  let rules: ManjianRuleRow[];
  try {
    const parsed: unknown = JSON.parse(m.ruleJson);
    rules = Array.isArray(parsed) ? (parsed as ManjianRuleRow[]) : [];
  } catch {
    rules = [];
  }
  let best: { threshold: number; text: string; discount: number; freeShipping: boolean } | null = null;
  for (const r of rules) {
    const text = String(r?.money ?? '');
    const threshold = m.type === 1 ? (/^\d+$/.test(text) ? Number(text) : null) : parseYuan(text);
    const discount = parseYuan(String(r?.discount_money ?? '0')) ?? 0;
    if (threshold === null || threshold <= 0 || discount < 0) continue;
    const reached = m.type === 1 ? count >= threshold : money >= threshold;
    if (reached && (!best || threshold > best.threshold)) best = { threshold, text, discount, freeShipping: Number(r?.free_shipping) === 1 };
  }
  if (!best) return null;
  const off = Math.min(best.discount, money);
  const parts = splitProRata(off, eligible.map((l) => l.goodsMoney));
  eligible.forEach((l, i) => (l.promotionMoney += parts[i]!));
  return { manjianId: m.manjianId, manjianName: m.manjianName, type: m.type, threshold: best.text, discountMoney: off, freeShipping: best.freeShipping };
};

/** Lines a shop coupon applies to (goods_type 1 all, 2 listed, 3 all but listed). */
const couponLines = (c: { goods_type: number; goods_ids: string }, lines: CheckoutLine[]): CheckoutLine[] => {
  if (c.goods_type === 1) return lines;
  const listed = new Set(c.goods_ids.split(',').filter(Boolean).map(Number));
  return lines.filter((l) => (c.goods_type === 2 ? listed.has(l.goodsId) : !listed.has(l.goodsId)));
};

const base = (l: CheckoutLine) => l.goodsMoney - l.promotionMoney - l.couponMoney;

/**
 * Prices a checkout for `memberId`. In `create` mode the member row is locked (call inside the create
 * transaction) and what an order needs (address, mobile, store) is required; in the other modes a missing
 * address only leaves `address` null.
 */
export const calculateCheckout = async (db: Db, memberId: number, p: CheckoutParams, mode: CheckoutMode): Promise<Checkout> => {
  const at = nowSeconds();
  const accountQuery = db
    .select({
      balance: member.balance,
      balanceMoney: member.balanceMoney,
      payPassword: member.payPassword,
      mobile: member.mobile,
      nickname: member.nickname,
    })
    .from(member)
    .where(eq(member.memberId, memberId));
  // Create serialises a member's checkouts: balance, coupons and max_buy are then read consistently.
  const [acc] = mode === 'create' ? await accountQuery.for('update') : await accountQuery;
  if (!acc) throw checkoutError(orderCreateMessages.ocGoodsRequired);
  const account = { balance: acc.balance, balanceMoney: acc.balanceMoney, hasPayPassword: acc.payPassword !== '', mobile: acc.mobile ?? '', nickname: acc.nickname };

  const lines = await loadLines(db, memberId, p);
  const virtualCount = lines.filter((l) => l.isVirtual).length;
  if (virtualCount > 0 && virtualCount < lines.length) throw checkoutError(orderCreateMessages.ocMixedVirtual);
  const isVirtual = virtualCount === lines.length;

  // Shops in id order; lines keep the order they came in.
  const siteIds = [...new Set(lines.map((l) => l.siteId))].sort((a, b) => a - b);
  const shopInfo = new Map(lines.map((l) => [l.siteId, { siteName: l.siteName, websiteId: l.websiteId }]));

  // Receiver.
  let address: CheckoutAddress | null = null;
  const receiver = { name: account.nickname, mobile: account.mobile };
  if (isVirtual) {
    const mobile = (p.member_address?.mobile ?? '').trim() || account.mobile;
    receiver.mobile = mobile;
    if (mode === 'create' && !MOBILE.test(mobile)) throw checkoutError(orderCreateMessages.ocMobileRequired);
  } else {
    const id = p.member_address?.id;
    address = await memberAddressForCheckout(db, memberId, id && id > 0 ? id : undefined);
    // A chosen id that is not the member's reads as "no address", never as someone else's.
    if (!address && id && id > 0 && mode !== 'payment') throw checkoutError(orderCreateMessages.ocAddressRequired);
    if (address) {
      receiver.name = address.name;
      receiver.mobile = address.mobile;
    }
  }

  const [configs, manjians] = isVirtual
    ? [new Map<number, DeliveryConfig>(), await manjianOf(db, siteIds, at)]
    : [await deliveryConfigs(db, siteIds), await manjianOf(db, siteIds, at)];
  const storeSites = siteIds.filter((id) => configs.get(id)?.store.isUse);
  const stores = storeSites.length > 0 ? await pickupStores(db, storeSites, { latitude: p.latitude, longitude: p.longitude }) : new Map<number, PickupStore[]>();

  const shops: CheckoutShop[] = [];
  for (const siteId of siteIds) {
    const info = shopInfo.get(siteId)!;
    const shopLines = lines.filter((l) => l.siteId === siteId);
    const goodsMoney = shopLines.reduce((s, l) => s + l.goodsMoney, 0);
    const manjian = applyManjian(manjians.get(siteId), shopLines);

    // Shop coupon: the chosen one must be usable; without a choice the best one is taken.
    const coupons = await usableShopCoupons(
      db,
      memberId,
      siteId,
      shopLines.map((l) => ({ goods_id: l.goodsId, money: base(l) })),
    );
    const choice = p.coupon?.[String(siteId)];
    let chosen: UsableShopCoupon | null = null;
    if (choice === undefined) chosen = coupons[0] ?? null;
    else if (choice.coupon_id > 0) {
      chosen = coupons.find((c) => c.coupon_id === choice.coupon_id) ?? null;
      if (!chosen) throw checkoutError(orderCreateMessages.ocCouponInvalid, undefined, 1, siteId);
    }
    if (chosen) {
      const scope = couponLines(chosen, shopLines);
      const parts = splitProRata(Math.min(chosen.deduction, scope.reduce((s, l) => s + base(l), 0)), scope.map(base));
      scope.forEach((l, i) => (l.couponMoney += parts[i]!));
    }

    // Delivery.
    const config = configs.get(siteId);
    let deliveryType: DeliveryKind = 'virtual';
    let deliveryMoney = 0;
    let pickedStore: PickupStore | null = null;
    let wished = '';
    const shopStores = stores.get(siteId) ?? [];
    if (!isVirtual && config) {
      const ways: DeliveryTypeName[] = [];
      if (config.express.isUse) ways.push('express');
      if (config.store.isUse) ways.push('store');
      if (config.local.isUse) ways.push('local');
      const asked = p.delivery?.[String(siteId)];
      if (ways.length === 0) throw checkoutError(orderCreateMessages.ocNoDelivery, { shop: info.siteName }, 1, siteId);
      deliveryType = asked?.delivery_type ?? ways[0]!;
      if (!ways.includes(deliveryType)) {
        const key = deliveryType === 'express' ? orderCreateMessages.ocExpressClosed : deliveryType === 'store' ? orderCreateMessages.ocStoreClosed : orderCreateMessages.ocLocalClosed;
        throw checkoutError(key, { shop: info.siteName }, 1, siteId);
      }
      if (deliveryType === 'express') {
        deliveryMoney = manjian?.freeShipping
          ? 0
          : expressFee(
              config.express,
              shopLines.map((l) => ({ num: l.num, weight: l.weight, freeShipping: l.isFreeShipping })),
            );
        if (mode === 'create' && !address) throw checkoutError(orderCreateMessages.ocAddressRequired, undefined, 1, siteId);
      } else if (deliveryType === 'store') {
        const wantedStore = asked?.store_id ?? 0;
        pickedStore = wantedStore > 0 ? (shopStores.find((s) => s.store_id === wantedStore) ?? null) : (shopStores[0] ?? null);
        if (!pickedStore) throw checkoutError(orderCreateMessages.ocStoreNotExist, undefined, 1, siteId);
      } else {
        if (!address) {
          if (mode === 'create') throw checkoutError(orderCreateMessages.ocAddressRequired, undefined, 12, siteId);
          throw checkoutError(orderCreateMessages.ocLocalNoCoordinates, undefined, 12, siteId);
        }
        const local = localDelivery(config.local, address, goodsMoney);
        if (!local.ok) {
          if (local.errorCode === 10) throw checkoutError(orderCreateMessages.ocLocalTooFar, { shop: info.siteName }, 10, siteId);
          if (local.errorCode === 11) {
            throw checkoutError(orderCreateMessages.ocLocalBelowMin, { shop: info.siteName, money: (config.local.startMoney / 100).toFixed(2) }, 11, siteId);
          }
          throw local.reason === 'coordinates'
            ? checkoutError(orderCreateMessages.ocLocalNoCoordinates, undefined, 12, siteId)
            : checkoutError(orderCreateMessages.ocLocalNotConfigured, { shop: info.siteName }, 12, siteId);
        }
        wished = asked?.buyer_ask_delivery_time ?? '';
        if (!localTimeAllowed(config.local, wished, at)) throw checkoutError(orderCreateMessages.ocLocalTime, undefined, 1, siteId);
        deliveryMoney = local.fee;
      }
    }

    shops.push({
      siteId,
      siteName: info.siteName,
      websiteId: info.websiteId,
      lines: shopLines,
      goodsNum: shopLines.reduce((s, l) => s + l.num, 0),
      goodsMoney,
      promotionMoney: shopLines.reduce((s, l) => s + l.promotionMoney, 0),
      couponId: chosen?.coupon_id ?? 0,
      couponMoney: shopLines.reduce((s, l) => s + l.couponMoney, 0),
      platformCouponMoney: 0,
      deliveryMoney,
      orderMoney: 0,
      balanceMoney: 0,
      fromBalance: 0,
      fromBalanceMoney: 0,
      payMoney: 0,
      isVirtual,
      deliveryType,
      store: pickedStore,
      buyerAskDeliveryTime: wished,
      buyerMessage: (p.buyer_message?.[String(siteId)] ?? p.buyer_message?.[BUYER_MESSAGE_ALL_SHOPS] ?? '').trim(),
      config: config ?? { ...deliveryConfigsFallback(siteId) },
      stores: shopStores,
      coupons,
      manjian,
    });
  }

  // Platform coupon: one for the whole checkout, on the goods money left after shop discounts. A coupon
  // limited to shop levels (use_scenario 2) only counts the goods of the shops of those levels: they must
  // reach its threshold, and the discount is split over those shops only.
  const shopBase = (sh: CheckoutShop) => sh.lines.reduce((a, l) => a + base(l), 0);
  const held = await usablePlatformCoupons(db, memberId);
  // The shops' levels are read only when a held coupon is limited to levels (one query).
  const levelOf = held.some((c) => c.use_scenario === 2)
    ? new Map(
        (await db.select({ siteId: shop.siteId, groupId: shop.groupId }).from(shop).where(inArray(shop.siteId, siteIds))).map((r) => [r.siteId, r.groupId]),
      )
    : new Map<number, number>();
  const candidates: CheckoutPlatformCoupon[] = held.map((c) => {
    const scope = { useScenario: c.use_scenario, groupIds: c.group_ids };
    const eligible = shops.filter((sh) => scopeAllows(scope, levelOf.get(sh.siteId) ?? 0));
    return {
      platformcouponId: c.platformcoupon_id,
      name: c.platformcoupon_name,
      money: parseYuan(c.money) ?? 0,
      atLeast: parseYuan(c.at_least) ?? 0,
      endTime: c.end_time,
      useScenario: c.use_scenario,
      groupIds: c.group_ids,
      siteIds: eligible.map((sh) => sh.siteId),
      eligibleBase: eligible.reduce((a, sh) => a + shopBase(sh), 0),
      groupNames: '',
    };
  });
  const platformCoupons = candidates.filter((c) => c.money > 0 && c.eligibleBase > 0 && c.atLeast <= c.eligibleBase);
  // The payment page says which levels a limited coupon is for (one query, only when one is offered).
  if (platformCoupons.some((c) => c.useScenario === 2)) {
    const nameOf = await scopeNamer(db, platformCoupons, 'neutral');
    for (const c of platformCoupons) c.groupNames = nameOf(c);
  }
  let platformCoupon: CheckoutPlatformCoupon | null = null;
  if (p.platform_coupon_id === undefined) platformCoupon = platformCoupons[0] ?? null;
  else if (p.platform_coupon_id > 0) {
    platformCoupon = platformCoupons.find((c) => c.platformcouponId === p.platform_coupon_id) ?? null;
    if (!platformCoupon) {
      // A level-limited coupon of the member's says why: no shop of its levels here, or too little from them.
      const sent = candidates.find((c) => c.platformcouponId === p.platform_coupon_id);
      if (sent && sent.useScenario === 2 && sent.money > 0) {
        const groups = (await scopeNamer(db, [sent], 'neutral'))(sent) || sent.groupIds.replace(/^,|,$/g, '');
        if (sent.siteIds.length === 0) throw checkoutError(couponMessages.platformCouponNoShop, { groups });
        throw checkoutError(couponMessages.platformCouponBelow, { groups, money: formatFen(sent.atLeast) });
      }
      throw checkoutError(orderCreateMessages.ocPlatformCouponInvalid);
    }
  }
  if (platformCoupon) {
    const pc = platformCoupon;
    const off = Math.min(pc.money, pc.eligibleBase);
    const shopParts = splitProRata(
      off,
      shops.map((sh) => (pc.siteIds.includes(sh.siteId) ? shopBase(sh) : 0)),
    );
    shops.forEach((sh, i) => {
      const parts = splitProRata(shopParts[i]!, sh.lines.map(base));
      sh.lines.forEach((l, k) => (l.platformCouponMoney = parts[k]!));
      sh.platformCouponMoney = shopParts[i]!;
    });
  }

  // Order money, then balance (balance before balance_money), shop by shop.
  let balanceLeft = p.is_balance === 1 ? account.balance : 0;
  let moneyLeft = p.is_balance === 1 ? account.balanceMoney : 0;
  for (const sh of shops) {
    for (const l of sh.lines) l.realGoodsMoney = l.goodsMoney - l.promotionMoney - l.couponMoney - l.platformCouponMoney;
    sh.orderMoney = sh.lines.reduce((s, l) => s + l.realGoodsMoney, 0) + sh.deliveryMoney;
    const fromBalance = Math.min(balanceLeft, sh.orderMoney);
    const fromBalanceMoney = Math.min(moneyLeft, sh.orderMoney - fromBalance);
    balanceLeft -= fromBalance;
    moneyLeft -= fromBalanceMoney;
    sh.fromBalance = fromBalance;
    sh.fromBalanceMoney = fromBalanceMoney;
    sh.balanceMoney = fromBalance + fromBalanceMoney;
    sh.payMoney = sh.orderMoney - sh.balanceMoney;
  }

  const sum = (f: (s: CheckoutShop) => number) => shops.reduce((a, s) => a + f(s), 0);
  return {
    memberId,
    shops,
    isVirtual,
    isBalance: p.is_balance === 1,
    address,
    receiver,
    account,
    platformCoupons,
    platformCoupon,
    totals: {
      goodsNum: sum((s) => s.goodsNum),
      goodsMoney: sum((s) => s.goodsMoney),
      promotionMoney: sum((s) => s.promotionMoney),
      couponMoney: sum((s) => s.couponMoney),
      platformCouponMoney: sum((s) => s.platformCouponMoney),
      deliveryMoney: sum((s) => s.deliveryMoney),
      orderMoney: sum((s) => s.orderMoney),
      balanceMoney: sum((s) => s.balanceMoney),
      payMoney: sum((s) => s.payMoney),
    },
  };
};

/** Virtual checkouts have no delivery settings; the shop block still reports them as off. */
const deliveryConfigsFallback = (siteId: number): DeliveryConfig => ({
  siteId,
  express: { isUse: false, feeType: 'piece', first: 1, firstFee: 0, additional: 1, additionalFee: 0 },
  store: { isUse: false },
  local: { isUse: false, longitude: '', latitude: '', rings: [], startMoney: 0, timeIsOpen: false, timeType: 0, timeWeek: [], startTime: 0, endTime: 86_399 },
});

// ---------------------------------------------------------------- wire

const wayTitle = (name: DeliveryKind, lang: Lang): string =>
  translate(name === 'express' ? orderCreateMessages.ocWayExpress : name === 'store' ? orderCreateMessages.ocWayStore : name === 'local' ? orderCreateMessages.ocWayLocal : orderCreateMessages.ocWayVirtual, lang);

const shopToWire = (sh: CheckoutShop, lang: Lang): OrderCreateShop => {
  const c = sh.config;
  const expressType: OrderCreateExpressType[] = [];
  if (!sh.isVirtual) {
    if (c.express.isUse) expressType.push({ name: 'express', title: wayTitle('express', lang) });
    if (c.store.isUse) {
      expressType.push({
        name: 'store',
        title: wayTitle('store', lang),
        store_list: sh.stores.map((s) => ({
          store_id: s.store_id,
          store_name: s.store_name,
          telphone: s.telphone,
          store_image: s.store_image,
          address: s.address,
          full_address: s.full_address,
          longitude: s.longitude,
          latitude: s.latitude,
          open_date: s.open_date,
          distance: s.distance,
        })),
        store_id: sh.store?.store_id ?? sh.stores[0]?.store_id ?? 0,
      });
    }
    if (c.local.isUse) expressType.push({ name: 'local', title: wayTitle('local', lang) });
  }
  return {
    site_id: sh.siteId,
    site_name: sh.siteName,
    goods_list: sh.lines.map((l) => ({
      cart_id: l.cartId,
      sku_id: l.skuId,
      goods_id: l.goodsId,
      site_id: l.siteId,
      sku_name: l.skuName,
      goods_name: l.goodsName,
      sku_image: l.skuImage,
      sku_no: l.skuNo,
      sku_spec_format: JSON.stringify(l.skuSpec ?? []),
      unit: l.unit,
      is_virtual: l.isVirtual ? 1 : 0,
      price: formatFen(l.price),
      num: l.num,
      stock: l.stock,
      goods_money: formatFen(l.goodsMoney),
      real_goods_money: formatFen(l.realGoodsMoney),
      promotion_money: formatFen(l.promotionMoney),
      coupon_money: formatFen(l.couponMoney),
      platform_coupon_money: formatFen(l.platformCouponMoney),
    })),
    goods_num: sh.goodsNum,
    goods_money: formatFen(sh.goodsMoney),
    delivery_money: formatFen(sh.deliveryMoney),
    promotion_money: formatFen(sh.promotionMoney),
    coupon_money: formatFen(sh.couponMoney),
    platform_coupon_money: formatFen(sh.platformCouponMoney),
    invoice_money: '0.00',
    invoice_delivery_money: '0.00',
    // Invoices are not offered; the mall's client reads this block on every shop.
    is_invoice: 0,
    invoice_config: NO_INVOICE,
    order_money: formatFen(sh.orderMoney),
    balance_money: formatFen(sh.balanceMoney),
    pay_money: formatFen(sh.payMoney),
    is_virtual: sh.isVirtual ? 1 : 0,
    delivery: {
      delivery_type: sh.deliveryType,
      delivery_type_name: wayTitle(sh.deliveryType, lang),
      store_id: sh.store?.store_id ?? 0,
      buyer_ask_delivery_time: sh.buyerAskDeliveryTime,
    },
    express_config: { is_use: c.express.isUse ? 1 : 0 },
    store_config: { is_use: c.store.isUse ? 1 : 0 },
    local_config: {
      is_use: c.local.isUse ? 1 : 0,
      info: c.local.isUse
        ? {
            time_is_open: c.local.timeIsOpen ? 1 : 0,
            time_type: c.local.timeType,
            time_week: c.local.timeWeek.map(String),
            start_time: c.local.startTime,
            end_time: c.local.endTime,
            start_money: formatFen(c.local.startMoney),
            distance_rings: c.local.rings.map((r) => ({ distance_km: r.distanceKm, fee: formatFen(r.fee) })),
          }
        : null,
    },
    express_type: expressType,
    coupon_list: sh.coupons.map((cp) => ({
      coupon_id: cp.coupon_id,
      coupon_type_id: cp.coupon_type_id,
      coupon_name: cp.coupon_name,
      type: cp.type,
      money: cp.money,
      discount: cp.discount,
      discount_limit: cp.discount_limit,
      at_least: cp.at_least,
      goods_type: cp.goods_type,
      end_time: cp.end_time,
      deduction: formatFen(cp.deduction),
    })),
    coupon_id: sh.couponId,
    manjian_info: sh.manjian
      ? {
          manjian_id: sh.manjian.manjianId,
          manjian_name: sh.manjian.manjianName,
          type: sh.manjian.type,
          money: sh.manjian.threshold,
          discount_money: formatFen(sh.manjian.discountMoney),
          free_shipping: sh.manjian.freeShipping ? 1 : 0,
        }
      : null,
    buyer_message: sh.buyerMessage,
    shop: { shop_info: { longitude: c.local.longitude, latitude: c.local.latitude } },
  };
};

/** The `data` of payment / calculate. */
export const checkoutToWire = (c: Checkout, lang: Lang): OrderCalculateResult => ({
  goods_money: formatFen(c.totals.goodsMoney),
  delivery_money: formatFen(c.totals.deliveryMoney),
  coupon_money: formatFen(c.totals.couponMoney),
  promotion_money: formatFen(c.totals.promotionMoney),
  invoice_money: '0.00',
  invoice_delivery_money: '0.00',
  platform_coupon_money: formatFen(c.totals.platformCouponMoney),
  adjust_money: '0.00',
  order_money: formatFen(c.totals.orderMoney),
  balance_money: formatFen(c.totals.balanceMoney),
  pay_money: formatFen(c.totals.payMoney),
  goods_num: c.totals.goodsNum,
  is_virtual: c.isVirtual ? 1 : 0,
  is_balance: c.isBalance ? 1 : 0,
  member_address: c.address
    ? {
        id: c.address.id,
        name: c.address.name,
        mobile: c.address.mobile,
        telephone: c.address.telephone,
        province_id: c.address.province_id,
        city_id: c.address.city_id,
        district_id: c.address.district_id,
        community_id: c.address.community_id,
        address: c.address.address,
        full_address: c.address.full_address,
        longitude: c.address.longitude,
        latitude: c.address.latitude,
      }
    : c.isVirtual
      ? { id: 0, name: c.receiver.name, mobile: c.receiver.mobile, telephone: '', province_id: 0, city_id: 0, district_id: 0, community_id: 0, address: '', full_address: '', longitude: '', latitude: '' }
      : null,
  member_account: {
    balance: formatFen(c.account.balance),
    balance_money: formatFen(c.account.balanceMoney),
    balance_total: formatFen(c.account.balance + c.account.balanceMoney),
    is_pay_password: c.account.hasPayPassword ? 1 : 0,
    mobile: c.account.mobile,
  },
  shop_goods_list: Object.fromEntries(c.shops.map((sh) => [String(sh.siteId), shopToWire(sh, lang)])),
  platform_coupon_list: c.platformCoupons.map((pc) => ({
    platformcoupon_id: pc.platformcouponId,
    platformcoupon_name: pc.name,
    money: formatFen(pc.money),
    at_least: formatFen(pc.atLeast),
    end_time: pc.endTime,
    use_scenario: pc.useScenario,
    group_names: pc.groupNames,
  })),
  platform_coupon_id: c.platformCoupon?.platformcouponId ?? 0,
});
