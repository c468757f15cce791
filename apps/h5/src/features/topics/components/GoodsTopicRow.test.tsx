import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { topicOfGoods } from '../model/goodsPromotion';
import { GoodsTopicRow } from './GoodsTopicRow';

describe('GoodsTopicRow', () => {
  it('leads from the goods detail to the topic goods page with the topic price', async () => {
    const { router } = renderWithProviders(<GoodsTopicRow topic={{ id: 9, price: '80.00' }} />, { route: '/pages/goods/detail/detail' });
    const row = await screen.findByTestId('goods-topic-row');
    expect(row.textContent).toContain('该商品参与专题活动，专题价 ¥80.00');
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
  });
});

describe('topicOfGoods', () => {
  const entry = (over: Record<string, unknown>) => ({
    promotion_type: 'topic',
    id: 5,
    sku_id: 11,
    promotion_price: '80.00',
    start_time: 100,
    end_time: 200,
    ...over,
  });
  it("picks the running topic of the SKU, else the goods' first, ignoring other kinds and windows not open", () => {
    const list = [entry({ id: 4, sku_id: 10 }), entry({ id: 5 }), entry({ promotion_type: 'seckill', id: 6 })];
    expect(topicOfGoods(list, 11, 150)).toEqual({ id: 5, price: '80.00' });
    expect(topicOfGoods(list, 99, 150)).toEqual({ id: 4, price: '80.00' });
    expect(topicOfGoods(list, 11, 250)).toBeNull();
    expect(topicOfGoods(list, 11, 50)).toBeNull();
    expect(topicOfGoods('x', 11, 150)).toBeNull();
  });
});
