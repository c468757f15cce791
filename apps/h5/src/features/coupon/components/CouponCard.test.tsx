import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../i18n';
import { couponApi, type CouponType, type MemberCoupon, type PlatformCouponType } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { useAuth } from '../../../shared/state/auth';
import { fakeApi, withFakeHttp } from '../../testing';
import { fromMemberCoupon, fromPlatformType, fromShopType } from '../model/coupon';
import { CouponCard } from './CouponCard';
import GoodsCoupons from './GoodsCoupons';

withFakeHttp();

const shopType = (v: Partial<CouponType> = {}): CouponType => ({
  coupon_type_id: 7,
  site_id: 2,
  site_name: '星辰数码专营店',
  coupon_name: '满199减20',
  type: 'reward',
  money: '20.00',
  discount: '0.0',
  discount_limit: '0.00',
  at_least: '199.00',
  count: 1000,
  lead_count: 420,
  is_limitless: 0,
  max_fetch: 1,
  goods_type: 1,
  goods_ids: '',
  validity_type: 1,
  fixed_term: 30,
  end_time: 0,
  status: 1,
  is_show: 1,
  image: '',
  create_time: 0,
  received_num: 0,
  is_receive: 0,
  can_receive: 1,
  ...v,
});

const platformType = (v: Partial<PlatformCouponType> = {}): PlatformCouponType => ({
  platformcoupon_type_id: 3,
  platformcoupon_name: '新人专享券',
  type: 'reward',
  money: '10.00',
  discount: '0.0',
  at_least: '0.00',
  count: 0,
  lead_count: 12,
  is_limitless: 1,
  max_fetch: 1,
  validity_type: 0,
  fixed_term: 0,
  end_time: 0,
  use_scenario: 1,
  group_ids: '',
  status: 1,
  is_show: 1,
  image: '',
  create_time: 0,
  received_num: 0,
  is_receive: 0,
  can_receive: 1,
  ...v,
});

const card = () => screen.getByTestId('coupon-card');

describe('CouponCard', () => {
  afterEach(() => act(() => void i18n.changeLanguage('zh-cn')));

  it('shows the amount, threshold, shop, scope, validity, progress and 立即领取', () => {
    renderWithProviders(<CouponCard coupon={fromShopType(shopType())} />);
    expect(card().textContent).toContain('¥20');
    expect(card().textContent).toContain('满199元可用');
    expect(card().textContent).toContain('星辰数码专营店');
    expect(card().textContent).toContain('全店通用');
    expect(card().textContent).toContain('领取后30天内有效');
    expect(card().textContent).toContain('已领42%');
    expect(screen.getByTestId('coupon-receive').textContent).toContain('立即领取');
  });

  it('a discount coupon shows 折 and its cap; a platform coupon without threshold shows 无门槛 and no progress', () => {
    const { unmount } = renderWithProviders(
      <CouponCard
        coupon={fromShopType(shopType({ type: 'discount', discount: '8.5', discount_limit: '50.00', at_least: '100.00', goods_type: 2 }))}
      />,
    );
    expect(card().textContent).toContain('8.5折');
    expect(card().textContent).toContain('最多减50元');
    expect(card().textContent).toContain('指定商品可用');
    unmount();
    renderWithProviders(<CouponCard coupon={fromPlatformType(platformType())} />);
    expect(card().textContent).toContain('无门槛');
    expect(card().textContent).toContain('平台通用');
    expect(card().textContent).toContain('长期有效');
    expect(card().textContent).not.toContain('已领');
  });

  it('received and limit reached → 已领取 + 去使用; sold out → 已抢光', () => {
    const { unmount } = renderWithProviders(
      <CouponCard coupon={fromShopType(shopType({ is_receive: 1, received_num: 1, can_receive: 0 }))} />,
    );
    expect(screen.getByTestId('coupon-stamp').textContent).toContain('已领取');
    expect(screen.getByTestId('coupon-use').textContent).toContain('去使用');
    unmount();
    renderWithProviders(<CouponCard coupon={fromShopType(shopType({ lead_count: 1000, can_receive: 0 }))} />);
    expect(card().textContent).toContain('已抢光');
    expect(screen.queryByTestId('coupon-receive')).toBeNull();
  });

  it('held coupons show their dates and state; English texts', async () => {
    const held: MemberCoupon = {
      coupon_id: 1,
      coupon_type_id: 7,
      site_id: 2,
      site_name: 'Shop',
      coupon_name: 'Spring',
      type: 'discount',
      money: '0.00',
      discount: '9.0',
      discount_limit: '0.00',
      at_least: '50.00',
      goods_type: 1,
      goods_ids: '',
      state: 3,
      get_type: 2,
      start_time: new Date(2026, 0, 2).getTime() / 1000,
      end_time: new Date(2026, 1, 3).getTime() / 1000,
      fetch_time: 0,
      use_time: 0,
      use_order_id: 0,
    };
    act(() => i18n.changeLanguage('en-us'));
    renderWithProviders(<CouponCard coupon={fromMemberCoupon(held)} />);
    expect(card().textContent).toContain('10%OFF');
    expect(card().textContent).toContain('Orders over ¥50');
    expect(card().textContent).toContain('2026.01.02 - 2026.02.03');
    expect(screen.getByTestId('coupon-stamp').textContent).toContain('Expired');
    expect(screen.queryByTestId('coupon-use')).toBeNull();
  });
});

describe('GoodsCoupons', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.getState().logout();
  });

  it('renders nothing when the goods has no receivable coupons', async () => {
    fakeApi.on(couponApi.typeLists, () => []);
    const { container } = renderWithProviders(<GoodsCoupons goodsId={5} siteId={2} />);
    await waitFor(() => expect(fakeApi.calls(couponApi.typeLists)).toHaveLength(1));
    expect(container.querySelector('[data-testid="goods-coupons"]')).toBeNull();
  });

  it('shows up to three tags, opens the list and receives (visitors go to login)', async () => {
    const list = [1, 2, 3, 4].map((n) => shopType({ coupon_type_id: n, coupon_name: `券${n}`, money: `${n * 5}.00` }));
    fakeApi.on(couponApi.typeLists, (p) => {
      expect(p).toMatchObject({ goods_id: 5, site_id: 2 });
      return list;
    });
    fakeApi.on(couponApi.receive, () => ({ coupon_id: 1, is_exist: 1, received_num: 1, can_receive: 0 }));
    const { router } = renderWithProviders(<GoodsCoupons goodsId={5} siteId={2} />, { route: '/pages/goods/detail/detail?sku_id=9' });
    const row = await screen.findByTestId('goods-coupons');
    expect(row.textContent).toContain('领券');
    expect(row.querySelectorAll('span span')).toHaveLength(3);
    fireEvent.click(row);
    const cards = await screen.findAllByTestId('coupon-card');
    expect(cards).toHaveLength(4);
    fireEvent.click(screen.getAllByTestId('coupon-receive')[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login/login'));
    expect(fakeApi.calls(couponApi.receive)).toHaveLength(0);
  });

  it('a member receives from the popup', async () => {
    useAuth.getState().setToken('t');
    fakeApi.on(couponApi.typeLists, () => [shopType()]);
    fakeApi.on(couponApi.receive, () => ({ coupon_id: 1, is_exist: 1, received_num: 1, can_receive: 0 }));
    renderWithProviders(<GoodsCoupons goodsId={5} siteId={2} />);
    fireEvent.click(await screen.findByTestId('goods-coupons'));
    fireEvent.click(await screen.findByTestId('coupon-receive'));
    await waitFor(() =>
      expect(fakeApi.calls(couponApi.receive)).toEqual([
        { method: 'POST', path: couponApi.receive.path, params: { coupon_type_id: 7, get_type: 2 } },
      ]),
    );
    useAuth.getState().logout();
  });
});
