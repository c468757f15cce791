import { couponApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/utils';
import { fakeApi, withFakeHttp } from '../../../testing';
import { useAuth } from '../../../../shared/state/auth';
import CouponBlock from './CouponBlock';

withFakeHttp();

const shop = (id: number, v: Record<string, unknown> = {}) => ({
  coupon_type_id: id,
  site_id: 1,
  site_name: 'S',
  coupon_name: `券${id}`,
  type: 'reward',
  money: `${id}.00`,
  discount: '0.0',
  discount_limit: '0.00',
  at_least: '0.00',
  count: 10,
  lead_count: 1,
  is_limitless: 0,
  max_fetch: 1,
  goods_type: 1,
  goods_ids: '',
  validity_type: 1,
  fixed_term: 3,
  end_time: 0,
  status: 1,
  is_show: 1,
  image: '',
  create_time: id,
  received_num: 0,
  is_receive: 0,
  can_receive: 1,
  ...v,
});
const platform = (id: number) => ({
  platformcoupon_type_id: id,
  platformcoupon_name: `平台${id}`,
  type: 'reward',
  money: '30.00',
  discount: '0.0',
  at_least: '300.00',
  count: 0,
  lead_count: 0,
  is_limitless: 1,
  max_fetch: 1,
  validity_type: 1,
  fixed_term: 3,
  end_time: 0,
  use_scenario: 1,
  group_ids: '',
  status: 1,
  is_show: 1,
  image: '',
  create_time: 100,
  received_num: 0,
  is_receive: 0,
  can_receive: 1,
});

describe('CouponBlock', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.getState().logout();
  });

  it('without ids: the newest receivable shop and platform coupons, up to count', async () => {
    fakeApi.on(couponApi.typePage, () => ({ page_count: 1, count: 2, list: [shop(5), shop(8, { type: 'discount', discount: '8.5' })] }));
    fakeApi.on(couponApi.platformTypePage, () => ({ page_count: 1, count: 1, list: [platform(2)] }));
    renderWithProviders(<CouponBlock block={{ id: 'c', controller: 'Coupon', count: 2 } as never} />);
    await waitFor(() => expect(screen.getAllByTestId('diy-coupon')).toHaveLength(2));
    const texts = screen.getAllByTestId('diy-coupon').map((el) => el.textContent);
    expect(texts[0]).toContain('¥30');
    expect(texts[0]).toContain('满300元可用');
    expect(texts[1]).toContain('8.5折');
    expect(fakeApi.calls(couponApi.typePage)[0].params).toMatchObject({ page_size: 2, can_receive: 1 });
  });

  it('with ids: couponbyid in the listed order; a visitor tapping is sent to login', async () => {
    fakeApi.on(couponApi.byId, () => [shop(4), shop(9, { lead_count: 10, can_receive: 0 })]);
    const { router } = renderWithProviders(
      <CouponBlock block={{ id: 'c', controller: 'Coupon', sources: 'diy', couponIds: '9,4' } as never} />,
    );
    await waitFor(() => expect(screen.getAllByTestId('diy-coupon')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('diy-coupon');
    expect(first.textContent).toContain('已抢光');
    expect((first as HTMLButtonElement).disabled).toBe(true);
    expect(fakeApi.calls(couponApi.byId)[0].params).toMatchObject({ id: [9, 4] }); // sent as "9,4"
    fireEvent.click(second);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login/login'));
  });

  it('draws nothing when there are no coupons', async () => {
    fakeApi.on(couponApi.byId, () => []);
    const { container } = renderWithProviders(<CouponBlock block={{ id: 'c', controller: 'Coupon', couponIds: [1] } as never} />);
    // A place-holder keeps the strip's room while loading; with no coupons the block goes away.
    expect(container.querySelector('section[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(fakeApi.calls(couponApi.byId)).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
