import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAppState } from '../../../shared/state/app';
import { MemberOrders } from './MemberOrders';
import { orderApi } from '@mall/contract';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

describe('MemberOrders', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAppState.getState().setLang('zh-cn');
    fakeApi.on(orderApi.num, () => ({ waitpay: 2, waitsend: 0, waitconfirm: 120, waitrate: 1, refunding: 0 }));
  });

  it('shows the four status entries with counts and opens the list on that tab', async () => {
    const { router } = renderWithProviders(<MemberOrders loggedIn />, {
      route: '/pages/member/index/index',
      routes: [{ path: pagePath('orderList'), element: <div data-testid="list" /> }],
    });
    expect((await screen.findByTestId('member-orders-waitpay-count')).textContent).toBe('2');
    expect(screen.getByTestId('member-orders-waitconfirm-count').textContent).toBe('99+');
    expect(screen.queryByTestId('member-orders-waitsend-count')).toBeNull();
    fireEvent.click(screen.getByTestId('member-orders-waitconfirm'));
    await screen.findByTestId('list');
    expect(router.state.location.search).toBe('?status=waitconfirm');
  });

  it('a visitor sees no counts and is sent to login', async () => {
    renderWithProviders(<MemberOrders loggedIn={false} />, {
      route: '/pages/member/index/index',
      routes: [{ path: '/pages/login/login/login', element: <div data-testid="login" /> }],
    });
    expect(screen.queryByTestId('member-orders-waitpay-count')).toBeNull();
    expect(fakeApi.calls(orderApi.num)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('member-orders-all'));
    await screen.findByTestId('login');
  });
});
