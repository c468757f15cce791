import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bargainApi, BARGAIN_STATUS, configApi, nowSeconds, type BargainGoodsItem } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import BargainBlock from './BargainBlock';

withFakeHttp();

const item = (id: number, startsIn = -3600): BargainGoodsItem => ({
  id: id * 10,
  bargain_id: id,
  bargain_name: `砍价${id}`,
  first_bargain_price: '0.00',
  floor_price: '1.00',
  bargain_stock: 9,
  sale_num: 5,
  status: startsIn < 0 ? BARGAIN_STATUS.RUNNING : BARGAIN_STATUS.NOT_STARTED,
  start_time: nowSeconds() + startsIn,
  end_time: nowSeconds() + 86_400,
  buy_type: 1,
  bargain_type: 0,
  bargain_num: 3,
  bargain_time: 24,
  is_own: 1,
  site_id: 1,
  goods_id: id,
  sku_id: id,
  goods_name: `砍价商品${id}`,
  sku_name: '',
  sku_image: `upload/goods/${id}.jpg`,
  goods_image: '',
  price: '199.00',
});

const answer = (list: BargainGoodsItem[]) => fakeApi.on(bargainApi.goodsPage, () => ({ page_count: 1, count: list.length, list }));

describe('BargainBlock', () => {
  beforeEach(() => {
    fakeApi.reset();
    fakeApi.on(configApi.time, () => nowSeconds());
  });

  it('shows the running bargains with their floor price, and opens one', async () => {
    answer([item(3), item(4), item(5, 3600)]);
    const { router } = renderWithProviders(<BargainBlock block={{ id: '1', controller: 'Bargain' }} />, { route: '/' });
    const items = await screen.findAllByTestId('diy-bargain-goods');
    // the one about to start is left out
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('砍价商品3');
    expect(items[0]!.textContent).toContain('最低¥1.00');
    expect(items[0]!.textContent).toContain('199.00');
    expect(items[0]!.textContent).toContain('去砍价');
    expect(screen.getByTestId('diy-bargain').textContent).toContain('砍价活动');
    expect(fakeApi.calls(bargainApi.goodsPage)[0]?.params).toMatchObject({ page: 1, page_size: 4 });
    fireEvent.click(items[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?bargain_id=4'));
    expect(router.state.location.pathname).toBe('/promotionpages/bargain/detail/detail');
  });

  it('opens the bargain list from 更多', async () => {
    answer([item(3)]);
    const { router } = renderWithProviders(<BargainBlock block={{ id: '1', controller: 'Bargain' }} />, { route: '/' });
    fireEvent.click(await screen.findByTestId('diy-bargain-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotionpages/bargain/list/list'));
  });

  it('takes the count the operator set', async () => {
    answer([item(3)]);
    renderWithProviders(<BargainBlock block={{ id: '1', controller: 'Bargain', count: 6 }} />, { route: '/' });
    await screen.findAllByTestId('diy-bargain-goods');
    expect(fakeApi.calls(bargainApi.goodsPage)[0]?.params).toMatchObject({ page_size: 6 });
  });

  it('draws nothing when no bargain runs', async () => {
    answer([item(5, 3600)]);
    const { container } = renderWithProviders(<BargainBlock block={{ id: '1', controller: 'Bargain' }} />, { route: '/' });
    await waitFor(() => expect(fakeApi.calls(bargainApi.goodsPage)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('[data-testid="diy-bargain"]')).toBeNull();
  });
});
