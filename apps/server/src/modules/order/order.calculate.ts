import { BUYER_MESSAGE_ALL_SHOPS, levelPrice, nowSeconds, type DeliveryTypeName } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import type { CheckoutAddress } from '../address';
import { usableShopCouponsOf, type UsableShopCoupon } from '../coupon';
import { manjianPricing, type PromotionCheckoutLine, type PromotionCheckoutSource } from '../promotion';
import { loadLines } from './checkout.load';
import { directReader, type CheckoutReader } from './checkout.reader';
import { applyPlatformCoupon, base, couponLines, splitProRata } from './checkout.pricing';
import {
  checkoutError,
  type Checkout,
  type CheckoutMode,
  type CheckoutParams,
  type CheckoutShop,
  type DeliveryKind,
} from './checkout.types';
import {
  defaultDeliveryConfig,
  expressFee,
  localDelivery,
  localTimeAllowed,
  type DeliveryConfig,
  type PickupStore,
} from './order.delivery';
import { orderCreateMessages } from './ordercreate.messages';

export * from './checkout.types';
export { splitProRata } from './checkout.pricing';
export { checkoutToWire } from './checkout.wire';

/**
 * Pricing of a checkout (reference §4.8, §6), shared by payment, calculate and create. Everything is
 * read from the database — prices the client sends are never used. Money is integer fen throughout.
 *
 * Order of discounts per shop: goods price (discount_price, at the member level's discount) → manjian (highest satisfied tier) → shop
 * coupon → platform coupon (one for the checkout, split across shops pro rata) → delivery is added →
 * balance (`balance` before `balance_money`). Every discount is also split over the goods lines (exact
 * to the fen, largest remainder) so each `order_goods.real_goods_money` is the line's refundable base.
 */

const MOBILE = /^1\d{10}$/;

/**
 * Prices a checkout for `memberId`. In `create` mode the member row is locked (call inside the create
 * transaction) and what an order needs (address, mobile, store) is required; in the other modes a missing
 * address only leaves `address` null.
 *
 * A promotion checkout (`source`, from the promotion wing) sells its activity lines (one SKU, or every SKU of a
 * combo): resolved first (an activity not running or sold out is refused before anything is locked), priced at
 * the activity price (or the line's share of a package price) instead of the level price, held to its per-member
 * limit over past orders of the activity, without the shop's coupons or promotions when its kind says so.
 */
export const calculateCheckout = async (
  db: Db,
  memberId: number,
  p: CheckoutParams,
  mode: CheckoutMode,
  source?: PromotionCheckoutSource,
  /** Where the facts come from: the database directly, or a batch's preloaded facts (`checkout.reader.ts`). */
  reader: CheckoutReader = directReader(db),
): Promise<Checkout> => {
  const at = nowSeconds();
  const promoted: PromotionCheckoutLine[] | null = source ? await source.resolve(db, at) : null;
  // The promotion's first line names it (kind, activity) for the whole checkout: its lines share both.
  const promotion = promoted?.[0] ?? null;
  if (promotion) p = { ...p, cart_ids: undefined, sku_id: undefined, num: undefined };
  // Create serialises a member's checkouts: balance, coupons and max_buy are then read consistently.
  const acc = await reader.account(memberId, mode === 'create');
  if (!acc) throw checkoutError(orderCreateMessages.ocGoodsRequired);
  const account = {
    balance: acc.balance,
    balanceMoney: acc.balanceMoney,
    hasPayPassword: acc.payPassword !== '',
    mobile: acc.mobile ?? '',
    nickname: acc.nickname,
  };

  const lines = await loadLines(db, memberId, p, promoted ?? undefined, reader);
  const sellerPaysDelivery = !!promoted && promoted.length > 0 && promoted.every((pl) => pl.freeShipping);
  if (promoted) {
    const bySku = new Map(promoted.map((pl) => [pl.skuId, pl]));
    for (const l of lines) {
      const pl = bySku.get(l.skuId)!;
      l.price = pl.price;
      l.goodsMoney = pl.money ?? l.price * l.num;
      l.realGoodsMoney = l.goodsMoney;
      if (pl.freeShipping) l.isFreeShipping = true;
    }
    for (const pl of promoted) {
      if (pl.maxBuy <= 0) continue;
      const before = await reader.promotionBought(memberId, pl.kind.kind, pl.activityId, pl.goodsId);
      const name = lines.find((l) => l.skuId === pl.skuId)?.goodsName ?? '';
      if (before + pl.num > pl.maxBuy) throw checkoutError(pl.kind.messages.maxBuy, { name, max: pl.maxBuy, bought: before });
    }
  }
  // Level price first: every later discount (manjian, coupons) works from the price the member pays.
  const discount = Number(acc.discount);
  if (discount < 100 && !promotion)
    for (const l of lines) {
      l.price = levelPrice(l.price, discount);
      l.goodsMoney = l.price * l.num;
      l.realGoodsMoney = l.goodsMoney;
    }
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
    address = await reader.address(memberId, id && id > 0 ? id : undefined);
    // A chosen id that is not the member's reads as "no address", never as someone else's.
    if (!address && id && id > 0 && mode !== 'payment') throw checkoutError(orderCreateMessages.ocAddressRequired);
    if (address) {
      receiver.name = address.name;
      receiver.mobile = address.mobile;
    }
  }

  const shopPromotions = !promotion || promotion.kind.shopPromotions;
  const priceManjian = shopPromotions ? await manjianPricing.forShops(db, siteIds, at) : () => null;
  const configs = isVirtual ? new Map<number, DeliveryConfig>() : await reader.deliveryConfigs(siteIds);
  const storeSites = siteIds.filter((id) => configs.get(id)?.store.isUse);
  const usableCoupons = !promotion || promotion.kind.shopCoupons ? await usableShopCouponsOf(db, memberId, siteIds) : () => [];
  const stores =
    storeSites.length > 0
      ? await reader.pickupStores(storeSites, { latitude: p.latitude, longitude: p.longitude })
      : new Map<number, PickupStore[]>();

  const shops: CheckoutShop[] = [];
  for (const siteId of siteIds) {
    const info = shopInfo.get(siteId)!;
    const shopLines = lines.filter((l) => l.siteId === siteId);
    const goodsMoney = shopLines.reduce((s, l) => s + l.goodsMoney, 0);
    const manjian = priceManjian(siteId, shopLines);

    // Shop coupon: the chosen one must be usable; without a choice the best one is taken.
    const coupons = usableCoupons(
      siteId,
      shopLines.map((l) => ({ goods_id: l.goodsId, money: base(l) })),
    );
    const choice = promotion && !promotion.kind.shopCoupons ? { coupon_id: 0 } : p.coupon?.[String(siteId)];
    let chosen: UsableShopCoupon | null = null;
    if (choice === undefined) chosen = coupons[0] ?? null;
    else if (choice.coupon_id > 0) {
      chosen = coupons.find((c) => c.coupon_id === choice.coupon_id) ?? null;
      if (!chosen) throw checkoutError(orderCreateMessages.ocCouponInvalid, undefined, 1, siteId);
    }
    if (chosen) {
      const scope = couponLines(chosen, shopLines);
      const parts = splitProRata(
        Math.min(
          chosen.deduction,
          scope.reduce((s, l) => s + base(l), 0),
        ),
        scope.map(base),
      );
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
        const key =
          deliveryType === 'express'
            ? orderCreateMessages.ocExpressClosed
            : deliveryType === 'store'
              ? orderCreateMessages.ocStoreClosed
              : orderCreateMessages.ocLocalClosed;
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
            throw checkoutError(
              orderCreateMessages.ocLocalBelowMin,
              { shop: info.siteName, money: (config.local.startMoney / 100).toFixed(2) },
              11,
              siteId,
            );
          }
          throw local.reason === 'coordinates'
            ? checkoutError(orderCreateMessages.ocLocalNoCoordinates, undefined, 12, siteId)
            : checkoutError(orderCreateMessages.ocLocalNotConfigured, { shop: info.siteName }, 12, siteId);
        }
        wished = asked?.buyer_ask_delivery_time ?? '';
        if (!localTimeAllowed(config.local, wished, at)) throw checkoutError(orderCreateMessages.ocLocalTime, undefined, 1, siteId);
        // A promotion whose seller pays the shipping (a combo's shipping_fee_type 1) pays local delivery too.
        deliveryMoney = sellerPaysDelivery ? 0 : local.fee;
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

  const { platformCoupons, platformCoupon } = await applyPlatformCoupon(
    db,
    await reader.platformCoupons(memberId),
    shops,
    siteIds,
    p.platform_coupon_id,
  );

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
    promotion,
    promotionLines: promoted ?? [],
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
const deliveryConfigsFallback = (siteId: number): DeliveryConfig => {
  const none = defaultDeliveryConfig(siteId);
  return { ...none, express: { ...none.express, isUse: false } };
};
