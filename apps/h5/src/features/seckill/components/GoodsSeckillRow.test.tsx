import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { GoodsSeckillRow } from './GoodsSeckillRow';

describe('GoodsSeckillRow', () => {
  it('leads from the goods detail to the seckill detail with the seckill price', async () => {
    const { router } = renderWithProviders(<GoodsSeckillRow seckill={{ id: 9, price: '6.00' }} />, { route: '/pages/goods/detail/detail' });
    const row = await screen.findByTestId('goods-seckill-row');
    expect(row.textContent).toContain('该商品正在秒杀，秒杀价 ¥6.00');
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.search).toBe('?seckill_id=9'));
  });
});
