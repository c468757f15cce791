import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configApi, seckillApi } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import SeckillBlock from './SeckillBlock';

withFakeHttp();

const H = 3600;
// 2026-03-01 10:00 at the mall (UTC+8)
const AT = Date.UTC(2026, 2, 1, 2) / 1000;
const slot = (id: number, start: number, end: number) => ({
  id,
  name: '',
  seckill_start_time: start,
  seckill_end_time: end,
  seckill_start_time_show: '',
  seckill_end_time_show: '',
});
const item = (id: number) => ({
  id,
  seckill_id: 1,
  goods_id: id,
  sku_id: id,
  goods_name: `秒杀${id}`,
  sku_name: `秒杀${id}`,
  sku_image: '',
  goods_image: '',
  price: '10.00',
  seckill_price: '6.00',
  stock: 5,
  sale_num: 1,
});

describe('SeckillBlock', () => {
  beforeEach(() => {
    fakeApi.reset();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(AT * 1000);
    fakeApi.on(configApi.time, () => AT);
    fakeApi.on(seckillApi.lists, () => ({ list: [slot(1, 8 * H, 12 * H), slot(2, 12 * H, 16 * H)] }));
    fakeApi.on(seckillApi.goodsPage, (p) => ({ page_count: 1, count: 2, list: Number(p.seckill_id) === 1 ? [item(5), item(6)] : [] }));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the running slot's goods with its countdown and links to the list and the details", async () => {
    const { router } = renderWithProviders(<SeckillBlock />, { route: '/pages/index/index/index' });
    const goods = await screen.findAllByTestId('diy-seckill-goods');
    expect(goods).toHaveLength(2);
    expect(fakeApi.calls(seckillApi.goodsPage)[0]?.params).toMatchObject({ seckill_id: 1, page: 1, page_size: 6 });
    expect(screen.getByTestId('diy-seckill').textContent).toContain('距结束02:00:00');
    fireEvent.click(goods[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?seckill_id=6'));
    expect(router.state.location.pathname).toBe('/promotionpages/seckill/detail/detail');
  });

  it('更多 opens the seckill list', async () => {
    const { router } = renderWithProviders(<SeckillBlock />, { route: '/pages/index/index/index' });
    fireEvent.click(await screen.findByTestId('diy-seckill-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotionpages/seckill/list/list'));
  });

  it('draws nothing when no slot has goods today', async () => {
    fakeApi.on(seckillApi.lists, () => ({ list: [] }));
    const { container } = renderWithProviders(<SeckillBlock />, { route: '/' });
    await waitFor(() => expect(fakeApi.calls(seckillApi.lists)).toHaveLength(1));
    // Its place is given back once it knows there is nothing to show.
    await waitFor(() => expect(container.querySelector('[data-testid="diy-seckill-loading"]')).toBeNull());
    expect(container.querySelector('[data-testid="diy-seckill"]')).toBeNull();
  });

  it("holds the strip's place while its slots load, then shows the goods in it", async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    fakeApi.on(seckillApi.lists, async () => {
      await gate;
      return { list: [slot(1, 8 * H, 12 * H)] };
    });
    renderWithProviders(<SeckillBlock />, { route: '/' });
    expect(await screen.findByTestId('diy-seckill-loading')).toBeTruthy();
    expect(screen.queryByTestId('diy-seckill')).toBeNull();
    release();
    expect(await screen.findAllByTestId('diy-seckill-goods')).toHaveLength(2);
    expect(screen.queryByTestId('diy-seckill-loading')).toBeNull();
  });
});
