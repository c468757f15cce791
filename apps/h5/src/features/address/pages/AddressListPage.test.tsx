import { addressApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAppState } from '../../../shared/state/app';
import AddressListPage from './AddressListPage';

withFakeHttp();

const item = (id: number, name: string, isDefault: 0 | 1, type = 1) => ({
  id,
  member_id: 1,
  name,
  mobile: '13800000000',
  telephone: '',
  address: `路${id}号`,
  full_address: '广东省 深圳市 南山区',
  is_default: isDefault,
  type,
});

let book = [item(2, '陈小明', 1, 2), item(1, '李雷', 0)];

describe('AddressListPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAppState.getState().setLang('zh-cn');
    book = [item(2, '陈小明', 1, 2), item(1, '李雷', 0)];
    fakeApi.on(addressApi.page, () => ({ page_count: 1, count: book.length, list: book }));
    fakeApi.on(addressApi.delete, (p) => {
      book = book.filter((a) => a.id !== Number(p.id));
      return 1;
    });
    fakeApi.on(addressApi.setDefault, () => 1);
  });

  it('lists addresses with the default tag and asks before deleting', async () => {
    renderWithProviders(<AddressListPage />, { route: '/otherpages/member/address' });
    const items = await screen.findAllByTestId('address-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByTestId('address-default-tag').textContent).toBe('默认');
    expect(within(items[0]).getByText('已定位')).toBeTruthy();
    fireEvent.click(within(items[1]).getByTestId('address-set-default'));
    await waitFor(() => expect(fakeApi.calls(addressApi.setDefault)[0]?.params).toEqual({ id: 1 }));

    fireEvent.click(within(items[1]).getByTestId('address-delete'));
    await screen.findByText('确定要删除该收货地址吗？');
    expect(fakeApi.calls(addressApi.delete)).toHaveLength(0);
    fireEvent.click(screen.getByText('确认'));
    await waitFor(() => expect(fakeApi.calls(addressApi.delete)[0]?.params).toEqual({ id: 1 }));
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(1));
  });

  it('select mode returns to back with address_id', async () => {
    const { router } = renderWithProviders(<AddressListPage />, {
      route: `/otherpages/member/address?back=${encodeURIComponent('/pages/order/payment/payment?sku_id=3&num=1')}`,
    });
    await screen.findByText('请选择收货地址');
    fireEvent.click(within((await screen.findAllByTestId('address-item'))[1]).getByTestId('address-choose'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/payment/payment'));
    expect(new URLSearchParams(router.state.location.search).get('address_id')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('sku_id')).toBe('3');
  });

  it('an empty book offers the add button', async () => {
    book = [];
    const { router } = renderWithProviders(<AddressListPage />, { route: '/otherpages/member/address' });
    await screen.findByText('您还没有收货地址');
    fireEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otherpages/member/address_edit'));
  });
});
