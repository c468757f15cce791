import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bargainApi, type BargainLaunchInfo } from '@mall/contract';
import { AT, H, renderPromotionDetail, setUpPromotionDetail } from '../../../test/promotionDetail';
import { fakeApi, withFakeHttp } from '../../testing';
import { pageUrl } from '../../../shared/pages';
import BargainLaunchPage from './BargainLaunchPage';

withFakeHttp();

const launch = (over: Partial<BargainLaunchInfo> = {}): BargainLaunchInfo => ({
  launch_id: 9,
  bargain_id: 4,
  site_id: 1,
  goods_id: 1,
  sku_id: 11,
  sku_name: '纯棉T恤 红色',
  sku_image: '',
  goods_name: '纯棉T恤',
  price: '100.00',
  floor_price: '10.00',
  curr_price: '55.00',
  need_num: 3,
  curr_num: 1,
  buy_type: 1,
  start_time: AT - H,
  end_time: AT + H,
  status: 0,
  member_id: 2,
  nickname: '小明',
  headimg: '',
  order_id: 0,
  can_buy: 0,
  buy_end_time: AT + 25 * H,
  bargain_stock: 8,
  self: 0,
  cut: 0,
  is_own: 0,
  bargain_type: 0,
  ...over,
});

const render = () => renderPromotionDetail(<BargainLaunchPage />, pageUrl('bargainLaunch', { id: 9 }), 'bargainPayment');

describe('BargainLaunchPage', () => {
  beforeEach(() => {
    setUpPromotionDetail();
    fakeApi.on(bargainApi.record, () => ({ page_count: 0, count: 0, list: [] }));
  });
  afterEach(() => vi.useRealTimers());

  it("shows a friend's launch with its progress in fen and lets them help cut once", async () => {
    let info = launch();
    fakeApi.on(bargainApi.info, () => info);
    fakeApi.on(bargainApi.bargain, () => {
      info = launch({ curr_price: '32.50', curr_num: 2, cut: 1 });
      return { bargain_money: '22.50', status: 0 };
    });
    render();
    const help = await screen.findByTestId('bargain-help');
    expect(help.textContent).toBe('帮TA砍一刀');
    expect(screen.getByTestId('bargain-progress').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('bargain-cut-summary').textContent).toContain('已砍45.00元');
    fireEvent.click(help);
    await waitFor(() => expect(screen.getByTestId('bargain-help').textContent).toBe('你已帮TA砍过了'));
    expect(fakeApi.calls(bargainApi.bargain)).toHaveLength(1);
    expect((screen.getByTestId('bargain-help') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the launcher the buy button at the floor, leaving the launch for the payment page', async () => {
    fakeApi.on(bargainApi.info, () => launch({ self: 1, status: 1, curr_price: '10.00', curr_num: 3, can_buy: 1 }));
    render();
    const buy = await screen.findByTestId('bargain-buy');
    expect(buy.textContent).toBe('¥10.00 立即购买');
    expect(screen.getByTestId('bargain-buy-ends').textContent).toContain('剩余下单时间');
    expect(screen.queryByTestId('bargain-help')).toBeNull();
    fireEvent.click(buy);
    await screen.findByTestId('payment');
    expect(JSON.parse(localStorage.getItem('bargainOrderCreateData') ?? '{}')).toEqual({ launch_id: 9 });
  });
});
