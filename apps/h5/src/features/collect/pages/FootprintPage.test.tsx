import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import FootprintPage from './FootprintPage';
import CollectionPage from './CollectionPage';
import { collectApi, nowSeconds } from '@mall/contract';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const now = nowSeconds();
const row = (id: number, browse_time: number, name: string) => ({
  id,
  browse_time,
  sku_id: id * 10,
  goods_id: id,
  site_id: 1,
  sku_name: name,
  sku_image: '',
  goods_name: name,
  goods_image: '',
  price: '10.00',
  market_price: '12.00',
  discount_price: '9.90',
  sale_num: 1,
  is_free_shipping: 0,
  promotion_type: '',
  goods_state: 1,
  stock: 5,
});

describe('FootprintPage', () => {
  let rows: ReturnType<typeof row>[];
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: 't' });
    rows = [row(1, now, '今天看的杯子'), row(2, now - 86_400, '昨天看的毛巾'), row(3, now - 86_400 * 5, '以前看的雨伞')];
    fakeApi.on(collectApi.browsePage, () => ({ page_count: 1, count: rows.length, list: rows }));
    fakeApi.on(collectApi.browseDelete, (p) => {
      const ids = String(p.id).split(',').map(Number);
      rows = rows.filter((r) => !ids.includes(r.id));
      return ids.length;
    });
  });

  it('groups footprints by day', async () => {
    renderWithProviders(<FootprintPage />, { route: pagePath('footprint') });
    expect(await screen.findByText('今天看的杯子')).toBeTruthy();
    const days = screen.getAllByTestId('footprint-day').map((d) => d.textContent);
    expect(days.slice(0, 2)).toEqual(['今天', '昨天']);
    expect(days[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('deletes the selected footprints after a confirmation', async () => {
    renderWithProviders(<FootprintPage />, { route: pagePath('footprint') });
    await screen.findByText('今天看的杯子');
    fireEvent.click(screen.getByTestId('footprint-edit'));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 昨天看的毛巾' }));
    fireEvent.click(screen.getByTestId('footprint-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除选中的1条足迹吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('确认'));
    await waitFor(() => expect(fakeApi.calls(collectApi.browseDelete)[0]?.params).toEqual({ id: [2] })); // sent as "2"
    await waitFor(() => expect(screen.queryByText('昨天看的毛巾')).toBeNull());
  });

  it('says the shopper has not browsed anything yet', async () => {
    rows = [];
    renderWithProviders(<FootprintPage />, { route: pagePath('footprint') });
    expect(await screen.findByText('您还没有浏览过任何商品哦')).toBeTruthy();
  });
});

describe('CollectionPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: 't' });
  });

  it('lists collections and removes one after a confirmation', async () => {
    let list = [
      {
        collect_id: 1,
        member_id: 1,
        goods_id: 7,
        sku_id: 70,
        site_id: 1,
        site_name: '杯具店',
        goods_name: '保温杯',
        sku_name: '保温杯 500ml',
        sku_price: '80.00',
        discount_price: '80.00',
        sku_image: '',
        goods_image: '',
        goods_state: 1,
        stock: 3,
        create_time: now,
      },
    ];
    fakeApi.on(collectApi.page, () => ({ page_count: 1, count: list.length, list }));
    fakeApi.on(collectApi.delete, () => {
      list = [];
      return 1;
    });
    renderWithProviders(<CollectionPage />, { route: pagePath('collection') });
    expect(await screen.findByText('保温杯 500ml')).toBeTruthy();
    fireEvent.click(screen.getByTestId('collection-cancel'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('确认'));
    await waitFor(() => expect(fakeApi.calls(collectApi.delete)[0]?.params).toEqual({ goods_id: 7 }));
    expect(await screen.findByText('您还没有收藏任何商品哦')).toBeTruthy();
  });
});
