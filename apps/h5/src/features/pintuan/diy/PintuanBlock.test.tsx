import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configApi, nowSeconds, pintuanApi, PINTUAN_STATUS, type PintuanGoodsItem } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import PintuanBlock from './PintuanBlock';

withFakeHttp();

const item = (id: number, startsIn = -3600): PintuanGoodsItem => ({
  id: id * 10,
  pintuan_id: id,
  pintuan_name: `拼团${id}`,
  pintuan_price: '59.00',
  promotion_price: '59.00',
  pintuan_num: 3,
  pintuan_time: 60,
  buy_num: 0,
  is_single_buy: 1,
  is_promotion: 0,
  is_virtual_buy: 0,
  group_num: 0,
  order_num: 7,
  stock: 10,
  status: startsIn < 0 ? PINTUAN_STATUS.RUNNING : PINTUAN_STATUS.NOT_STARTED,
  start_time: nowSeconds() + startsIn,
  end_time: nowSeconds() + 86_400,
  site_id: 1,
  goods_id: id,
  sku_id: id,
  goods_name: `拼团商品${id}`,
  sku_name: '',
  sku_image: `upload/goods/${id}.jpg`,
  goods_image: '',
  price: '99.00',
});

const answer = (list: PintuanGoodsItem[]) => fakeApi.on(pintuanApi.goodsPage, () => ({ page_count: 1, count: list.length, list }));

describe('PintuanBlock', () => {
  beforeEach(() => {
    fakeApi.reset();
    fakeApi.on(configApi.time, () => nowSeconds());
  });

  it('shows the running pintuans with their group size and prices, and opens one', async () => {
    answer([item(3), item(4), item(5, 3600)]);
    const { router } = renderWithProviders(<PintuanBlock block={{ id: '1', controller: 'Pintuan' }} />, { route: '/' });
    const items = await screen.findAllByTestId('diy-pintuan-goods');
    // the one about to start is left out
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('拼团商品3');
    expect(items[0]!.textContent).toContain('3人团');
    expect(items[0]!.textContent).toContain('59.00');
    expect(items[0]!.textContent).toContain('99.00');
    expect(items[0]!.textContent).toContain('去拼团');
    expect(screen.getByTestId('diy-pintuan').textContent).toContain('拼团活动');
    expect(fakeApi.calls(pintuanApi.goodsPage)[0]?.params).toMatchObject({ page: 1, page_size: 4 });
    fireEvent.click(items[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?pintuan_id=4'));
    expect(router.state.location.pathname).toBe('/promotionpages/pintuan/detail/detail');
  });

  it('opens the pintuan list from 更多', async () => {
    answer([item(3)]);
    const { router } = renderWithProviders(<PintuanBlock block={{ id: '1', controller: 'Pintuan' }} />, { route: '/' });
    fireEvent.click(await screen.findByTestId('diy-pintuan-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotionpages/pintuan/list/list'));
  });

  it('takes the count the operator set, at most 10', async () => {
    answer([item(3)]);
    renderWithProviders(<PintuanBlock block={{ id: '1', controller: 'Pintuan', count: 50 }} />, { route: '/' });
    await screen.findAllByTestId('diy-pintuan-goods');
    expect(fakeApi.calls(pintuanApi.goodsPage)[0]?.params).toMatchObject({ page_size: 10 });
  });

  it('draws nothing when no pintuan runs', async () => {
    answer([]);
    const { container } = renderWithProviders(<PintuanBlock block={{ id: '1', controller: 'Pintuan' }} />, { route: '/' });
    await waitFor(() => expect(fakeApi.calls(pintuanApi.goodsPage)).toHaveLength(1));
    expect(container.querySelector('[data-testid="diy-pintuan"]')).toBeNull();
  });
});
