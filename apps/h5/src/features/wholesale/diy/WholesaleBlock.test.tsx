import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { wholesaleApi, type WholesaleGoodsItem } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import WholesaleBlock from './WholesaleBlock';

withFakeHttp();

const item = (id: number): WholesaleGoodsItem => ({
  wholesale_goods_id: id * 10,
  min_price: '8.50',
  max_price: '9.90',
  min_num: 20,
  status: 1,
  site_id: 1,
  goods_id: id,
  sku_id: id,
  goods_name: `批发商品${id}`,
  goods_image: `upload/goods/${id}.jpg`,
  sku_image: '',
  price: '12.00',
  unit: '件',
  sale_num: 0,
});

const answer = (list: WholesaleGoodsItem[]) => fakeApi.on(wholesaleApi.goodsPage, () => ({ page_count: 1, count: list.length, list }));

describe('WholesaleBlock', () => {
  beforeEach(() => fakeApi.reset());

  it('shows the wholesale goods with the lowest tier price and 起批量, and opens one', async () => {
    answer([item(3), item(4)]);
    const { router } = renderWithProviders(<WholesaleBlock block={{ id: '1', controller: 'Wholesale' }} />, { route: '/' });
    const items = await screen.findAllByTestId('diy-wholesale-goods');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('批发商品3');
    expect(items[0]!.textContent).toContain('20件起批');
    expect(items[0]!.textContent).toContain('8.50');
    expect(items[0]!.textContent).toContain('12.00');
    expect(items[0]!.textContent).toContain('去批发');
    expect(screen.getByTestId('diy-wholesale').textContent).toContain('批发专区');
    expect(fakeApi.calls(wholesaleApi.goodsPage)[0]?.params).toMatchObject({ page: 1, page_size: 4 });
    fireEvent.click(items[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?goods_id=4'));
    expect(router.state.location.pathname).toBe('/promotionpages/wholesale/detail/detail');
  });

  it('opens the wholesale list from 更多', async () => {
    answer([item(3)]);
    const { router } = renderWithProviders(<WholesaleBlock block={{ id: '1', controller: 'Wholesale' }} />, { route: '/' });
    fireEvent.click(await screen.findByTestId('diy-wholesale-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotionpages/wholesale/list/list'));
  });

  it('takes the count the operator set', async () => {
    answer([item(3)]);
    renderWithProviders(<WholesaleBlock block={{ id: '1', controller: 'Wholesale', count: 8 }} />, { route: '/' });
    await screen.findAllByTestId('diy-wholesale-goods');
    expect(fakeApi.calls(wholesaleApi.goodsPage)[0]?.params).toMatchObject({ page_size: 8 });
  });

  it('draws nothing when nothing is sold by wholesale', async () => {
    answer([]);
    const { container } = renderWithProviders(<WholesaleBlock block={{ id: '1', controller: 'Wholesale' }} />, { route: '/' });
    await waitFor(() => expect(fakeApi.calls(wholesaleApi.goodsPage)).toHaveLength(1));
    expect(container.querySelector('[data-testid="diy-wholesale"]')).toBeNull();
  });
});
