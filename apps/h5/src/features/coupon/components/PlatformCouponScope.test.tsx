import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../i18n';
import { couponApi, type MemberPlatformCoupon, type PlatformCouponType } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { useAuth } from '../../../shared/state/auth';
import { fakeApi, withFakeHttp } from '../../testing';
import { fromMemberPlatformCoupon, fromPlatformType, goodsUrlOf } from '../model/coupon';
import MyCouponsPage from '../pages/MyCouponsPage';
import CouponCenterPage from '../pages/CouponCenterPage';
import { CouponCard } from './CouponCard';

withFakeHttp();

/** Platform coupons limited to shop levels: the card says which levels, and 去使用 opens the goods they apply to. */

const platformType = (v: Partial<PlatformCouponType> = {}): PlatformCouponType => ({
  platformcoupon_type_id: 4,
  platformcoupon_name: '品牌好店满200减25',
  type: 'reward',
  money: '25.00',
  discount: '0.0',
  at_least: '200.00',
  count: 1000,
  lead_count: 214,
  is_limitless: 0,
  max_fetch: 1,
  validity_type: 1,
  fixed_term: 30,
  end_time: 0,
  use_scenario: 2,
  group_ids: ',1,2,',
  group_names: '旗舰店、专营店',
  status: 1,
  is_show: 1,
  image: '',
  create_time: 0,
  received_num: 0,
  is_receive: 0,
  can_receive: 1,
  ...v,
});

const held = (v: Partial<MemberPlatformCoupon> = {}): MemberPlatformCoupon => ({
  platformcoupon_id: 31,
  platformcoupon_type_id: 4,
  platformcoupon_name: '品牌好店满200减25',
  type: 'reward',
  money: '25.00',
  at_least: '200.00',
  use_scenario: 2,
  group_ids: ',1,2,',
  group_names: '旗舰店、专营店',
  state: 1,
  get_type: 2,
  start_time: 0,
  end_time: 0,
  fetch_time: 0,
  use_time: 0,
  use_order_id: 0,
  ...v,
});

const GOODS_LIST = '/pages/goods/list/list';
const paged = <T,>(list: T[]) => ({ page_count: 1, count: list.length, list });

describe('a level-limited platform coupon card', () => {
  afterEach(() => act(() => void i18n.changeLanguage('zh-cn')));

  it('names the shop levels (zh-cn and en-us)', async () => {
    const { unmount } = renderWithProviders(<CouponCard coupon={fromPlatformType(platformType())} />);
    expect(screen.getByTestId('coupon-scope').textContent).toBe('限旗舰店、专营店使用');
    expect(screen.getByTestId('coupon-card').textContent).toContain('平台券');
    expect(screen.getByTestId('coupon-card').textContent).not.toContain('全平台通用');
    unmount();
    act(() => i18n.changeLanguage('en-us'));
    renderWithProviders(<CouponCard coupon={fromMemberPlatformCoupon(held({ group_names: '旗舰店, 专营店' }))} />);
    expect(screen.getByTestId('coupon-scope').textContent).toBe('Only at 旗舰店, 专营店 shops');
    expect(screen.getByTestId('coupon-card').textContent).toContain('Platform');
  });

  it('an all-shops platform coupon still says so; a level coupon without names falls back to a general text', () => {
    const { unmount } = renderWithProviders(
      <CouponCard coupon={fromPlatformType(platformType({ use_scenario: 1, group_ids: '', group_names: '' }))} />,
    );
    expect(screen.getByTestId('coupon-scope').textContent).toBe('全平台通用');
    unmount();
    renderWithProviders(<CouponCard coupon={fromPlatformType(platformType({ group_names: undefined }))} />);
    expect(screen.getByTestId('coupon-scope').textContent).toBe('限指定等级店铺使用');
  });

  it('去使用 goes to the goods list of the coupon type', () => {
    expect(goodsUrlOf(fromPlatformType(platformType()))).toBe(`${GOODS_LIST}?platform_coupon_type=4`);
    expect(goodsUrlOf(fromMemberPlatformCoupon(held({ platformcoupon_type_id: 9 })))).toBe(`${GOODS_LIST}?platform_coupon_type=9`);
  });
});

describe('去使用 on the coupon pages', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.getState().setToken('t');
  });
  afterEach(() => useAuth.getState().logout());

  it('my platform coupons: 去使用 opens the goods list filtered by the coupon type', async () => {
    fakeApi.on(couponApi.num, () => 0);
    fakeApi.on(couponApi.platformNum, () => 1);
    fakeApi.on(couponApi.platformMemberPage, () => paged([held()]));
    const { router } = renderWithProviders(<MyCouponsPage />, { route: '/otherpages/member/coupon?type=platform' });
    expect((await screen.findByTestId('coupon-scope')).textContent).toBe('限旗舰店、专营店使用');
    fireEvent.click(screen.getByTestId('coupon-use'));
    await waitFor(() => expect(router.state.location.pathname).toBe(GOODS_LIST));
    expect(router.state.location.search).toBe('?platform_coupon_type=4');
  });

  it('coupon centre: a received platform coupon’s 去使用 does the same', async () => {
    fakeApi.on(couponApi.platformTypePage, () => paged([platformType({ is_receive: 1, received_num: 1, can_receive: 0 })]));
    const { router } = renderWithProviders(<CouponCenterPage />, { route: '/otherpages/goods/coupon/coupon?type=platform' });
    fireEvent.click(await screen.findByTestId('coupon-use'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${GOODS_LIST}?platform_coupon_type=4`),
    );
  });
});
