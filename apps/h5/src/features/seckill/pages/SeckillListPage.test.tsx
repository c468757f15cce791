import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configApi, seckillApi, type SeckillGoodsItem, type SeckillSlot } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import SeckillListPage from './SeckillListPage';

withFakeHttp();

const H = 3600;
// 2026-03-01 10:00 at the mall (UTC+8)
const AT = Date.UTC(2026, 2, 1, 2) / 1000;

const slot = (id: number, start: number, end: number): SeckillSlot => ({
  id,
  name: `${start / H}:00场`,
  seckill_start_time: start,
  seckill_end_time: end,
  seckill_start_time_show: '',
  seckill_end_time_show: '',
});

const goods = (id: number, over: Partial<SeckillGoodsItem> = {}): SeckillGoodsItem => ({
  id,
  seckill_id: 1,
  seckill_name: '限时秒杀',
  site_id: 1,
  goods_id: id,
  sku_id: id * 10,
  goods_name: `秒杀商品${id}`,
  sku_name: `秒杀商品${id}`,
  sku_image: '',
  goods_image: '',
  price: '100.00',
  seckill_price: '60.00',
  stock: 75,
  max_buy: 2,
  sale_num: 25,
  status: 1,
  start_time: 0,
  end_time: 0,
  seckill_start_time: 8 * H,
  seckill_end_time: 12 * H,
  ...over,
});

const ROUTE = '/promotionpages/seckill/list/list';

describe('SeckillListPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(AT * 1000);
    fakeApi.on(configApi.time, () => AT);
    fakeApi.on(seckillApi.lists, () => ({ list: [slot(1, 8 * H, 12 * H), slot(2, 12 * H, 16 * H)] }));
    fakeApi.on(seckillApi.goodsPage, (p) =>
      Number(p.seckill_id) === 1
        ? { page_count: 1, count: 2, list: [goods(11), goods(12, { stock: 0, sale_num: 50 })] }
        : { page_count: 0, count: 0, list: [] },
    );
  });
  afterEach(() => vi.useRealTimers());

  it('opens the running slot with its end countdown, goods, prices, progress and 立即抢购', async () => {
    renderWithProviders(<SeckillListPage />, { route: ROUTE });
    const cards = await screen.findAllByTestId('seckill-goods');
    const slots = screen.getAllByTestId('seckill-slot');
    expect(slots.map((b) => b.textContent)).toEqual(['08:00抢购中', '12:00即将开始']);
    expect(slots[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('seckill-countdown').textContent).toBe('距结束02:00:00');
    expect(fakeApi.calls(seckillApi.goodsPage)[0]?.params).toMatchObject({ seckill_id: 1, page: 1 });
    expect(within(cards[0]!).getByText('秒杀商品11')).toBeTruthy();
    expect(cards[0]!.textContent).toContain('已抢25%');
    expect(cards[0]!.querySelector('del')?.textContent).toBe('¥100.00');
    expect(within(cards[0]!).getByTestId('seckill-goods-btn').textContent).toBe('立即抢购');
    expect(within(cards[1]!).getByTestId('seckill-goods-btn').textContent).toBe('已抢光');
  });

  it('a later slot counts down to its start, says 即将开始 and shows its own goods', async () => {
    renderWithProviders(<SeckillListPage />, { route: ROUTE });
    await screen.findAllByTestId('seckill-goods');
    fireEvent.click(screen.getAllByTestId('seckill-slot')[1]!);
    expect(await screen.findByText('本场暂无秒杀商品')).toBeTruthy();
    expect(screen.getByTestId('seckill-countdown').textContent).toBe('距开始02:00:00');
  });

  it('opens the seckill detail of a goods', async () => {
    const { router } = renderWithProviders(<SeckillListPage />, { route: ROUTE });
    fireEvent.click((await screen.findAllByTestId('seckill-goods'))[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?seckill_id=11'));
    expect(router.state.location.pathname).toBe('/promotionpages/seckill/detail/detail');
  });

  it('says so when no slot has goods today', async () => {
    fakeApi.on(seckillApi.lists, () => ({ list: [] }));
    renderWithProviders(<SeckillListPage />, { route: ROUTE });
    expect(await screen.findByText('今日暂无秒杀活动')).toBeTruthy();
  });
});
