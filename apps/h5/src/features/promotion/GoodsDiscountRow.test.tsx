import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { configApi } from '@mall/contract';
import { renderWithProviders } from '../../test/utils';
import { fakeApi, withFakeHttp } from '../testing';
import { GoodsDiscountRow } from './GoodsDiscountRow';

withFakeHttp();

const AT = 1_800_000_000;

describe('GoodsDiscountRow', () => {
  beforeEach(() => {
    fakeApi.reset();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(AT * 1000);
    fakeApi.on(configApi.time, () => AT);
  });
  afterEach(() => vi.useRealTimers());

  it('shows 限时折扣 with the discount price, the own price struck through and the time to its end', async () => {
    renderWithProviders(<GoodsDiscountRow discount={{ price: '80.00', original: '100.00', endTime: AT + 86_400 + 3723 }} />, {
      route: '/pages/goods/detail/detail',
    });
    const row = await screen.findByTestId('goods-discount-row');
    expect(row.textContent).toContain('限时折扣');
    expect(row.textContent).toContain('80.00');
    expect(row.querySelector('del')?.textContent).toContain('100.00');
    expect(screen.getByTestId('goods-discount-countdown').textContent).toContain('距结束1天01:02:03');
  });

  it('shows nothing once the discount is over', async () => {
    renderWithProviders(<GoodsDiscountRow discount={{ price: '80.00', original: '100.00', endTime: AT - 1 }} />, {
      route: '/pages/goods/detail/detail',
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('goods-discount-row')).toBeNull();
  });
});
