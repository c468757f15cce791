// The wire shape (`data`) of payment / calculate: a priced checkout in Niushop's field names.
import { formatFen, NO_INVOICE, type Lang, type OrderCalculateResult, type OrderCreateExpressType, type OrderCreateShop } from '@mall/contract';
import { translate } from '../../infra/http/messages';
import type { Checkout, CheckoutShop, DeliveryKind } from './checkout.types';
import { orderCreateMessages } from './ordercreate.messages';

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
