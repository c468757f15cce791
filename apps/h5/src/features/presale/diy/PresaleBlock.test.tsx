import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configApi, nowSeconds, presaleApi, PRESALE_STATUS, type PresaleGoodsItem } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import PresaleBlock from './PresaleBlock';

withFakeHttp();

const item = (id: number, startsIn = -3600): PresaleGoodsItem => ({
  presale_id: id,
  presale_name: `预售${id}`,
  presale_price: '299.00',
  presale_deposit: '50.00',
  stock: 20,
  sale_num: 2,
  status: startsIn < 0 ? PRESALE_STATUS.RUNNING : PRESALE_STATUS.NOT_STARTED,
  start_time: nowSeconds() + startsIn,
  end_time: nowSeconds() + 86_400,
  pay_start_time: nowSeconds() + 86_400,
  pay_end_time: nowSeconds() + 2 * 86_400,
  deliver_type: 1,
  deliver_time: 7,
  is_deposit_back: 0,
  max_buy: 0,
  site_id: 1,
  goods_id: id,
  sku_id: id,
  goods_name: `预售商品${id}`,
  sku_name: '',
  sku_image: `upload/goods/${id}.jpg`,
  goods_image: '',
  price: '399.00',
});

const answer = (list: PresaleGoodsItem[]) => fakeApi.on(presaleApi.goodsPage, () => ({ page_count: 1, count: list.length, list }));

describe('PresaleBlock', () => {
  beforeEach(() => {
    fakeApi.reset();
    fakeApi.on(configApi.time, () => nowSeconds());
  });

  it('shows the presales taking deposits with deposit and presale price, and opens one', async () => {
    answer([item(3), item(4), item(5, 3600)]);
    const { router } = renderWithProviders(<PresaleBlock block={{ id: '1', controller: 'Presale' }} />, { route: '/' });
    const items = await screen.findAllByTestId('diy-presale-goods');
    // the one about to take deposits is left out
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('预售商品3');
    expect(items[0]!.textContent).toContain('定金 ¥50.00');
    expect(items[0]!.textContent).toContain('299.00');
    expect(items[0]!.textContent).toContain('399.00');
    expect(screen.getByTestId('diy-presale').textContent).toContain('新品预售');
    expect(fakeApi.calls(presaleApi.goodsPage)[0]?.params).toMatchObject({ page: 1, page_size: 4 });
    fireEvent.click(items[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?id=4'));
    expect(router.state.location.pathname).toBe('/promotionpages/presale/detail/detail');
  });

  it('opens the presale list from 更多', async () => {
    answer([item(3)]);
    const { router } = renderWithProviders(<PresaleBlock block={{ id: '1', controller: 'Presale' }} />, { route: '/' });
    fireEvent.click(await screen.findByTestId('diy-presale-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotionpages/presale/list/list'));
  });

  it('takes the count the operator set', async () => {
    answer([item(3)]);
    renderWithProviders(<PresaleBlock block={{ id: '1', controller: 'Presale', count: 2 }} />, { route: '/' });
    await screen.findAllByTestId('diy-presale-goods');
    expect(fakeApi.calls(presaleApi.goodsPage)[0]?.params).toMatchObject({ page_size: 2 });
  });

  it('draws nothing when no presale takes deposits', async () => {
    answer([]);
    const { container } = renderWithProviders(<PresaleBlock block={{ id: '1', controller: 'Presale' }} />, { route: '/' });
    await waitFor(() => expect(fakeApi.calls(presaleApi.goodsPage)).toHaveLength(1));
    expect(container.querySelector('[data-testid="diy-presale"]')).toBeNull();
  });
});
