import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { GoodsGroupbuyRow } from './GoodsGroupbuyRow';

describe('GoodsGroupbuyRow', () => {
  it('leads from the goods detail to the groupbuy detail with the groupbuy price', async () => {
    const { router } = renderWithProviders(<GoodsGroupbuyRow groupbuy={{ id: 4, price: '80.00' }} />, {
      route: '/pages/goods/detail/detail',
    });
    const row = await screen.findByTestId('goods-groupbuy-row');
    expect(row.textContent).toContain('该商品正在团购，团购价 ¥80.00');
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.search).toBe('?groupbuy_id=4'));
  });
});
