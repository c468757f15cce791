import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { groupbuyApi } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import GroupbuyBlock from './GroupbuyBlock';

withFakeHttp();

const item = (id: number) => ({
  groupbuy_id: id,
  goods_id: id,
  sku_id: id,
  goods_name: `团购${id}`,
  sku_name: `团购${id}`,
  sku_image: '',
  goods_image: '',
  price: '10.00',
  groupbuy_price: '8.00',
  buy_num: 2,
  stock: 5,
  sell_num: 1,
  status: 2,
  start_time: 0,
  end_time: 0,
});

describe('GroupbuyBlock', () => {
  beforeEach(() => fakeApi.reset());

  it('shows the first groupbuys with 起购 N 件 and links to the list and the details', async () => {
    fakeApi.on(groupbuyApi.goodsPage, () => ({ page_count: 1, count: 2, list: [item(5), item(6)] }));
    const { router } = renderWithProviders(<GroupbuyBlock block={{ id: '1', controller: 'Groupbuy' }} />, { route: '/' });
    const goods = await screen.findAllByTestId('diy-groupbuy-goods');
    expect(goods).toHaveLength(2);
    expect(goods[0]!.textContent).toContain('2件起购');
    expect(goods[0]!.textContent).toContain('¥8.00');
    expect(fakeApi.calls(groupbuyApi.goodsPage)[0]?.params).toMatchObject({ page: 1, page_size: 6 });
    fireEvent.click(screen.getByTestId('diy-groupbuy-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotionpages/groupbuy/list/list'));
  });

  it('opens the detail of a groupbuy it shows', async () => {
    fakeApi.on(groupbuyApi.goodsPage, () => ({ page_count: 1, count: 2, list: [item(5), item(6)] }));
    const { router } = renderWithProviders(<GroupbuyBlock block={{ id: '1', controller: 'Groupbuy' }} />, { route: '/' });
    fireEvent.click((await screen.findAllByTestId('diy-groupbuy-goods'))[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?groupbuy_id=6'));
  });

  it('asks for the goods the operator picked', async () => {
    fakeApi.on(groupbuyApi.goodsPage, () => ({ page_count: 1, count: 1, list: [item(7)] }));
    renderWithProviders(<GroupbuyBlock block={{ id: '1', controller: 'Groupbuy', sources: 'diy', goodsId: [7, 8], goodsCount: 3 }} />, {
      route: '/',
    });
    await screen.findAllByTestId('diy-groupbuy-goods');
    expect(fakeApi.calls(groupbuyApi.goodsPage)[0]?.params).toMatchObject({ page_size: 3, goods_id_arr: '7,8' });
  });

  it('draws nothing when there is no groupbuy', async () => {
    fakeApi.on(groupbuyApi.goodsPage, () => ({ page_count: 0, count: 0, list: [] }));
    const { container } = renderWithProviders(<GroupbuyBlock block={{ id: '1', controller: 'Groupbuy' }} />, { route: '/' });
    await waitFor(() => expect(fakeApi.calls(groupbuyApi.goodsPage)).toHaveLength(1));
    expect(container.querySelector('[data-testid="diy-groupbuy"]')).toBeNull();
  });
});
