import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configApi, seckillApi } from '@mall/contract';
import { AT, colourGoodsSku, H, renderPromotionDetail, setUpPromotionDetail } from '../../../test/promotionDetail';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { pageUrl } from '../../../shared/pages';
import SeckillDetailPage from './SeckillDetailPage';

withFakeHttp();

/** Goods 1 with two colours; only red (SKU 11, seckill row 5) and blue (SKU 12, row 6) are in the activity. */
const sku = (rowId: number, skuId: number, over: Record<string, unknown> = {}) => ({
  ...colourGoodsSku(skuId),
  id: rowId,
  seckill_id: 3,
  seckill_name: '限时秒杀',
  seckill_price: skuId === 11 ? '60.00' : '55.00',
  stock: 8,
  max_buy: 2,
  sale_num: 12,
  status: 1,
  start_time: 0,
  end_time: 0,
  seckill_start_time: 8 * H,
  seckill_end_time: 12 * H,
  min_buy: 0,
  ...over,
});

const renderDetail = (rowId = 5) =>
  renderPromotionDetail(<SeckillDetailPage />, pageUrl('seckillDetail', { seckill_id: rowId }), 'seckillPayment');

describe('SeckillDetailPage', () => {
  beforeEach(() => {
    setUpPromotionDetail();
    fakeApi.on(seckillApi.goodsDetail, () => ({ goods_sku_detail: sku(5, 11), shop_info: null }));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the seckill price over the struck price, the countdown to the end, the limit and the seckill stock', async () => {
    renderDetail();
    const row = await screen.findByTestId('seckill-price-row');
    expect(row.textContent).toContain('¥60.00');
    expect(row.querySelector('del')?.textContent).toBe('¥100.00');
    expect(screen.getByTestId('seckill-countdown').textContent).toBe('距结束02:00:00');
    expect(screen.getByTestId('seckill-limit').textContent).toBe('每人限购2件');
    expect(screen.getByTestId('seckill-stock').textContent).toBe('秒杀库存 8');
    expect((screen.getByTestId('seckill-buy') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('seckill-buy').textContent).toBe('立即抢购');
  });

  it('buys: the picker confirms, the line is stored and the seckill payment opens', async () => {
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('seckill-buy'));
    fireEvent.click(await screen.findByTestId('sku-buy-now'));
    await screen.findByTestId('payment');
    expect(router.state.location.pathname).toBe('/promotionpages/seckill/payment/payment');
    expect(JSON.parse(localStorage.getItem('seckillOrderCreateData') ?? 'null')).toEqual({ seckill_id: 5, sku_id: 11, num: 1 });
  });

  it('shares the seckill: 分享 opens its poster, asked for by the row', async () => {
    fakeApi.on(seckillApi.goodsPoster, () => ({ path: 'upload/poster/seckill_5_0_abc.png' }));
    renderDetail();
    fireEvent.click(await screen.findByTestId('promotion-share'));
    const img = await screen.findByTestId('poster-image', {}, { timeout: 8000 });
    expect(img.getAttribute('src')).toBe('/upload/poster/seckill_5_0_abc.png');
    expect(JSON.parse(String(fakeApi.calls(seckillApi.goodsPoster)[0]!.params.qrcode_param))).toEqual({ seckill_id: 5 });
  });

  it("switching SKU follows info's {type:'again'} to a SKU of the activity", async () => {
    fakeApi.on(seckillApi.goodsInfo, (p) => (Number(p.sku_id) === 12 ? { type: 'again', sku_id: 11 } : sku(5, 11)));
    renderDetail();
    fireEvent.click(await screen.findByTestId('spec-row'));
    const values = await screen.findAllByTestId('spec-value');
    fireEvent.click(values[1]!);
    await waitFor(() => expect(fakeApi.calls(seckillApi.goodsInfo).map((c) => Number(c.params.sku_id))).toEqual([12, 11]));
  });

  it('shows the other SKU of the activity with its own price', async () => {
    fakeApi.on(seckillApi.goodsInfo, () => sku(6, 12));
    renderDetail();
    fireEvent.click(await screen.findByTestId('spec-row'));
    fireEvent.click((await screen.findAllByTestId('spec-value'))[1]!);
    await waitFor(() => expect(screen.getByTestId('seckill-price-row').textContent).toContain('¥55.00'));
  });

  it('a slot later today: 即将开始, disabled, counting down to its start', async () => {
    fakeApi.on(seckillApi.goodsDetail, () => ({
      goods_sku_detail: sku(5, 11, { status: 0, seckill_start_time: 12 * H, seckill_end_time: 16 * H }),
      shop_info: null,
    }));
    renderDetail();
    const buy = await screen.findByTestId('seckill-buy');
    expect(buy.textContent).toBe('即将开始');
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('seckill-countdown').textContent).toBe('距开始02:00:00');
  });

  it('an ended activity: 已结束, disabled', async () => {
    fakeApi.on(seckillApi.goodsDetail, () => ({
      goods_sku_detail: sku(5, 11, { status: 2, seckill_start_time: 0, seckill_end_time: 0 }),
      shop_info: null,
    }));
    renderDetail();
    const buy = await screen.findByTestId('seckill-buy');
    expect(buy.textContent).toBe('已结束');
    expect((buy as HTMLButtonElement).disabled).toBe(true);
  });

  it('a visitor is sent to log in first', async () => {
    useAuth.setState({ token: '' });
    renderDetail();
    fireEvent.click(await screen.findByTestId('seckill-buy'));
    await screen.findByTestId('login');
  });
});

describe('SeckillDetailPage when the slot ends', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: 't' });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    // one second before the 12:00 end of the 08:00 slot
    vi.setSystemTime((AT + 2 * H - 2) * 1000);
    fakeApi.on(configApi.time, () => AT + 2 * H - 2);
  });
  afterEach(() => vi.useRealTimers());

  it('asks the server again and shows the next slot it names', async () => {
    let calls = 0;
    fakeApi.on(seckillApi.goodsDetail, () => {
      calls += 1;
      return {
        goods_sku_detail: calls === 1 ? sku(5, 11) : sku(5, 11, { seckill_start_time: 12 * H, seckill_end_time: 16 * H }),
        shop_info: null,
      };
    });
    renderDetail();
    await screen.findByTestId('seckill-countdown');
    await waitFor(() => expect(calls).toBe(2), { timeout: 4000 });
    await waitFor(() => expect(screen.getByTestId('seckill-countdown').textContent).toMatch(/^距结束03:59:5\d$/));
    expect((screen.getByTestId('seckill-buy') as HTMLButtonElement).disabled).toBe(false);
  });
});
