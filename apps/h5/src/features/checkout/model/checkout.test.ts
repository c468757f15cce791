import { describe, expect, it } from 'vitest';
import type { LocalDeliveryInfo, OrderCreateShop, OrderCreateStore } from '@mall/contract';
import { parsePageParams } from '../../../shared/lib/pageParams';
import { encodeParams } from '../../../shared/lib/request';
import {
  addressBookUrl,
  buildCalcParams,
  type CalcParams,
  buildCreateParams,
  checkoutErrorCode,
  choiceFor,
  deliverySlots,
  emptyChoices,
  hhmm,
  isAddressError,
  parseEntry,
  platformCouponOptions,
  shopCouponOptions,
  sortStores,
  withoutParam,
} from './checkout';

const store = (id: number, distance: number): OrderCreateStore => ({
  store_id: id,
  store_name: `门店${id}`,
  telphone: '',
  store_image: '',
  address: '',
  full_address: '',
  longitude: '0',
  latitude: '0',
  open_date: '',
  distance,
});

const shop = (over: Partial<OrderCreateShop> = {}): OrderCreateShop =>
  ({
    site_id: 1,
    site_name: '甲店',
    goods_list: [],
    goods_num: 1,
    is_virtual: 0,
    delivery: { delivery_type: 'express', delivery_type_name: '物流配送', store_id: 0, buyer_ask_delivery_time: '' },
    express_type: [
      { name: 'express', title: '物流配送' },
      { name: 'store', title: '门店自提', store_list: [store(5, 3.2), store(6, 0.8)], store_id: 6 },
      { name: 'local', title: '外卖配送' },
    ],
    coupon_list: [],
    coupon_id: 0,
    ...over,
  }) as OrderCreateShop;

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key}:${JSON.stringify(params)}` : key);

const entryOf = (query: string) => parseEntry(parsePageParams('payment', query));

describe('checkout entry', () => {
  it('reads cart ids or sku and quantity', () => {
    expect(entryOf('cart_ids=1,2,2,x')).toEqual({ cart_ids: [1, 2] });
    expect(entryOf('sku_id=7&num=3')).toEqual({ sku_id: 7, num: 3 });
    expect(entryOf('sku_id=7')).toEqual({ sku_id: 7, num: 1 });
    expect(entryOf('sku_id=7&num=0')).toBeNull();
    expect(entryOf('sku_id=7&num=1.5')).toBeNull();
    expect(entryOf('cart_ids=')).toBeNull();
    expect(entryOf('')).toBeNull();
    expect(entryOf('sku_id=7&num=abc')).toBeNull();
    expect(entryOf('cart_ids=&sku_id=7')).toBeNull();
    expect(entryOf('sku_id=abc&num=1')).toBeNull();
    expect(entryOf('cart_ids=5&sku_id=7&num=2')).toEqual({ cart_ids: [5] });
  });

  it('sends the address book back to this page without the old address_id', () => {
    expect(withoutParam('/p?cart_ids=1&address_id=3', 'address_id')).toBe('/p?cart_ids=1');
    expect(withoutParam('/p?address_id=3', 'address_id')).toBe('/p');
    expect(addressBookUrl('/pages/order/payment/payment?cart_ids=1,2&address_id=9')).toBe(
      `/otherpages/member/address?back=${encodeURIComponent('/pages/order/payment/payment?cart_ids=1,2')}`,
    );
  });
});

/** The params as the request sends them (objects as JSON text, lists as comma lists). */
const wire = (p: CalcParams) => Object.fromEntries(encodeParams(p));

describe('checkout params', () => {
  it('sends only the shops the shopper changed, keyed by site_id, as JSON strings', () => {
    const c = emptyChoices();
    expect(wire(buildCalcParams({ cart_ids: [1, 2] }, c))).toEqual({ cart_ids: '1,2', is_balance: '0' });

    c.delivery = {
      '1': { delivery_type: 'express', delivery_type_name: '物流配送' },
      '2': { delivery_type: 'store', delivery_type_name: '门店自提', store_id: 6, buyer_ask_delivery_time: '10:00' },
      '3': { delivery_type: 'local', delivery_type_name: '外卖配送', buyer_ask_delivery_time: '18:30', store_id: 4 },
    };
    c.coupon = { '1': 0, '2': 31 };
    c.platformCouponId = 0;
    c.isBalance = 1;
    c.addressId = 12;
    const p = wire(buildCalcParams({ sku_id: 3, num: 2 }, c, { latitude: 30.5, longitude: 114.3 }));
    expect(p).toMatchObject({ sku_id: '3', num: '2', is_balance: '1', latitude: '30.5', longitude: '114.3', platform_coupon_id: '0' });
    expect(JSON.parse(String(p.delivery))).toEqual({
      '1': { delivery_type: 'express', delivery_type_name: '物流配送' },
      '2': { delivery_type: 'store', delivery_type_name: '门店自提', store_id: 6 },
      '3': { delivery_type: 'local', delivery_type_name: '外卖配送', buyer_ask_delivery_time: '18:30' },
    });
    expect(JSON.parse(String(p.coupon))).toEqual({ '1': { coupon_id: 0 }, '2': { coupon_id: 31 } });
    expect(JSON.parse(String(p.member_address))).toEqual({ id: 12 });
  });

  it('create adds non-blank buyer messages, the virtual mobile and the pay password', () => {
    const base = buildCalcParams({ cart_ids: [4] }, { ...emptyChoices(5), isBalance: 1 });
    const p = wire(
      buildCreateParams(base, { buyerMessage: { '1': ' 请尽快发货 ', '2': '  ' }, mobile: '13800000000', payPassword: '123456' }),
    );
    expect(JSON.parse(String(p.buyer_message))).toEqual({ '1': '请尽快发货' });
    expect(JSON.parse(String(p.member_address))).toEqual({ id: 5, mobile: '13800000000' });
    expect(p.pay_password).toBe('123456');
    const plain = wire(buildCreateParams(buildCalcParams({ cart_ids: [4] }, emptyChoices()), { buyerMessage: {} }));
    expect(plain).toEqual({ cart_ids: '4', is_balance: '0' });
  });

  it('switching to store pickup keeps the store in effect, else the nearest', () => {
    expect(choiceFor(shop(), 'store')).toEqual({ delivery_type: 'store', delivery_type_name: '门店自提', store_id: 6 });
    const noDefault = shop({
      express_type: [{ name: 'store', title: '门店自提', store_list: [store(5, 3.2), store(7, 1.1)] }],
    });
    expect(choiceFor(noDefault, 'store').store_id).toBe(7);
    expect(choiceFor(shop(), 'local')).toEqual({ delivery_type: 'local', delivery_type_name: '外卖配送', buyer_ask_delivery_time: '' });
    expect(choiceFor(shop(), 'express')).toEqual({ delivery_type: 'express', delivery_type_name: '物流配送' });
  });

  it('sorts stores nearest first; unknown distances last', () => {
    expect(sortStores([store(1, 0), store(2, 5), store(3, 1.5), store(4, 0)]).map((x) => x.store_id)).toEqual([3, 2, 1, 4]);
  });
});

describe('local delivery time', () => {
  const info = (over: Partial<LocalDeliveryInfo> = {}): LocalDeliveryInfo => ({
    time_is_open: 1,
    time_type: 0,
    time_week: [],
    start_time: 9 * 3600,
    end_time: 12 * 3600,
    start_money: '0.00',
    distance_rings: [],
    ...over,
  });

  it('offers half-hour times after now (plus one step) within the window', () => {
    const now = new Date(2026, 10, 23, 10, 5); // a Monday
    expect(deliverySlots(info(), now)).toEqual(['11:00', '11:30', '12:00']);
  });

  it('offers the whole window after it closed today or on a day without delivery', () => {
    expect(deliverySlots(info(), new Date(2026, 10, 23, 20, 0))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00']);
    // Monday is not a delivery day of this shop
    expect(deliverySlots(info({ time_type: 1, time_week: ['6', '0'] }), new Date(2026, 10, 23, 8, 0))).toHaveLength(7);
  });

  it('no times when the shop does not take wished times', () => {
    expect(deliverySlots(info({ time_is_open: 0 }), new Date())).toEqual([]);
    expect(deliverySlots(null, new Date())).toEqual([]);
    expect(hhmm(34200)).toBe('09:30');
  });
});

describe('errors and coupons', () => {
  it('reads data.error_code; 10, 11 and 12 are address errors', () => {
    expect(checkoutErrorCode({ data: { error_code: 12 } })).toBe(12);
    expect(checkoutErrorCode({ data: { error_code: '10' } })).toBe(10);
    expect(checkoutErrorCode({ data: null })).toBeNull();
    expect(checkoutErrorCode(new Error('x'))).toBeNull();
    expect([1, 10, 11, 12, null].map(isAddressError)).toEqual([false, true, true, true, false]);
  });

  it('describes coupons for the pickers', () => {
    const [a, b] = shopCouponOptions(
      [
        {
          coupon_id: 1,
          coupon_type_id: 1,
          coupon_name: '满100减10',
          type: 'reward',
          money: '10.00',
          discount: '0.00',
          discount_limit: '0.00',
          at_least: '100.00',
          goods_type: 1,
          end_time: 0,
          deduction: '10.00',
        },
        {
          coupon_id: 2,
          coupon_type_id: 2,
          coupon_name: '八五折',
          type: 'discount',
          money: '0.00',
          discount: '8.50',
          discount_limit: '0.00',
          at_least: '0.00',
          goods_type: 1,
          end_time: 0,
          deduction: '4.50',
        },
      ],
      t,
    );
    expect(a).toMatchObject({ id: 1, face: '¥10', condition: 'checkout.coupon.threshold:{"money":"100"}', until: '', deduction: '10.00' });
    expect(b).toMatchObject({ id: 2, face: 'checkout.coupon.discount:{"n":"8.5"}', condition: 'checkout.coupon.noThreshold' });
    const [p, q] = platformCouponOptions(
      [
        {
          platformcoupon_id: 9,
          platformcoupon_name: '平台券',
          money: '5.00',
          at_least: '50.00',
          end_time: 0,
          use_scenario: 1,
          group_names: '',
        },
        {
          platformcoupon_id: 10,
          platformcoupon_name: '品牌券',
          money: '25.00',
          at_least: '0.00',
          end_time: 0,
          use_scenario: 2,
          group_names: '旗舰店 / 专营店',
        },
      ],
      t,
    );
    expect(p).toMatchObject({ id: 9, face: '¥5', condition: 'checkout.coupon.threshold:{"money":"50"}' });
    expect(q).toMatchObject({
      id: 10,
      condition: 'checkout.coupon.levels:{"condition":"checkout.coupon.noThreshold","names":"旗舰店 / 专营店"}',
    });
  });
});
