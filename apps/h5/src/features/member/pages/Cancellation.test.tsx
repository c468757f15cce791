import { memberCancelApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { demoMember } from '../testFixtures';
import CancellationPage from './CancellationPage';
import CancelRefusePage from './CancelRefusePage';
import CancelStatusPage from './CancelStatusPage';
import CancelSuccessPage from './CancelSuccessPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

// dialogs and toasts load their modules on first use: give them time on a busy machine
configure({ asyncUtilTimeout: 4000 });

type Info = { id: number; status: number; reason: string; refuse_reason: string; create_time: number; audit_time: number } | null;
let info: Info;
let enabled: number;
const T = Math.floor(new Date(2026, 10, 20, 9, 5, 7).getTime() / 1000);

const pages = [
  { path: pagePath('cancellation'), element: <CancellationPage /> },
  { path: pagePath('cancelStatus'), element: <CancelStatusPage /> },
  { path: pagePath('cancelSuccess'), element: <CancelSuccessPage /> },
  { path: pagePath('cancelRefuse'), element: <CancelRefusePage /> },
  { path: pagePath('memberInfo'), element: <div data-testid="info" /> },
  { path: pagePath('home'), element: <div data-testid="home" /> },
];

const open = (route: string) => {
  const path = route.split('?')[0];
  const own = pages.find((p) => p.path === path)!;
  return renderWithProviders(own.element, { route, routes: pages.filter((p) => p !== own) });
};

beforeEach(() => {
  fakeApi.reset();
  useAuth.setState({ token: 't' });
  info = null;
  enabled = 1;
  fakeApi.on(memberCancelApi.info, () => info);
  fakeApi.on(memberCancelApi.config, () => ({ is_enable: enabled, is_audit: 1 }));
  fakeApi.on(memberCancelApi.agreement, () => ({ title: '账号注销协议', content: '<p>注销条件说明</p>' }));
  fakeApi.on(memberCancelApi.accountInfo, () => ({
    member_info: { ...demoMember, point: 120, balance: '0.00', balance_money: '0.00' },
    member_coupon_count: 2,
    member_platformcoupon_count: 1,
    order_pay_count: 0,
    order_delivery_count: 1,
    order_take_delivery_count: 0,
    order_refund_count: 0,
    fenxiao_info: null,
  }));
});

describe('cancellation', () => {
  it('shows the account summary and agreement; applying needs the agreement and a confirmation', async () => {
    fakeApi.on(memberCancelApi.apply, () => {
      info = { id: 1, status: 0, reason: '', refuse_reason: '', create_time: T, audit_time: 0 };
      return info;
    });
    open(pagePath('cancellation'));
    await screen.findByTestId('cancellation-page');
    expect((await screen.findByTestId('cancel-agreement')).innerHTML).toBe('<p>注销条件说明</p>');
    expect(screen.getByTestId('cancel-stat-point').textContent).toContain('120');
    expect(screen.getByTestId('cancel-stat-coupons').textContent).toContain('3');
    expect(screen.getByTestId('cancel-stat-orderDelivery').textContent).toContain('1');
    await waitFor(() => expect((screen.getByTestId('cancel-apply') as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(screen.getByTestId('cancel-apply'));
    expect(await screen.findByText('请先阅读并同意账号注销协议')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cancel-agree'));
    fireEvent.click(screen.getByTestId('cancel-apply'));
    expect(await screen.findByText('确认注销账号')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确认注销账号')).toBeNull());
    expect(fakeApi.calls(memberCancelApi.apply)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('cancel-apply'));
    fireEvent.click(await screen.findByRole('button', { name: '确认' }));
    expect(await screen.findByTestId('cancel-status-page', undefined, { timeout: 4000 })).toBeTruthy();
    expect(fakeApi.calls(memberCancelApi.apply)).toHaveLength(1);
    expect(screen.getByTestId('cancel-applied-at').textContent).toBe('2026-11-20 09:05:07');
  });

  it('the apply button is off while the feature is disabled', async () => {
    enabled = 0;
    open(pagePath('cancellation'));
    expect(await screen.findByText('会员注销功能暂未开启')).toBeTruthy();
    expect((screen.getByTestId('cancel-apply') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a server refusal (open business) keeps the page', async () => {
    fakeApi.on(memberCancelApi.apply, () => {
      throw new FakeApiError(-1, '您的账户还有余额，请先处理账户余额后再申请注销');
    });
    open(pagePath('cancellation'));
    await screen.findByTestId('cancellation-page');
    await waitFor(() => expect((screen.getByTestId('cancel-apply') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('cancel-agree'));
    fireEvent.click(screen.getByTestId('cancel-apply'));
    fireEvent.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(fakeApi.calls(memberCancelApi.apply)).toHaveLength(1));
    await waitFor(() => expect((screen.getByTestId('cancel-apply') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('cancellation-page')).toBeTruthy();
  });

  it.each([
    [0, 'cancel-status-page'],
    [-1, 'cancel-refuse-page'],
  ])('on open, an application with status %s moves to its page', async (status, testId) => {
    info = { id: 1, status, reason: '', refuse_reason: '有未完成订单', create_time: T, audit_time: T + 60 };
    const { router } = open(pagePath('cancellation'));
    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('cancelstatus', () => {
  it('withdraws the application after a confirmation', async () => {
    info = { id: 1, status: 0, reason: '', refuse_reason: '', create_time: T, audit_time: 0 };
    fakeApi.on(memberCancelApi.cancelApply, () => {
      info = null;
      return null;
    });
    open(pagePath('cancelStatus'));
    fireEvent.click(await screen.findByTestId('cancel-withdraw'));
    expect(await screen.findByText('确定要撤销注销申请吗？')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '确认' }));
    expect(await screen.findByTestId('info', undefined, { timeout: 4000 })).toBeTruthy();
    expect(fakeApi.calls(memberCancelApi.cancelApply)).toHaveLength(1);
  });

  it('without an application it goes to the application page', async () => {
    open(pagePath('cancelStatus'));
    expect(await screen.findByTestId('cancellation-page')).toBeTruthy();
  });
});

describe('cancelrefuse', () => {
  it('shows the reason and re-applies', async () => {
    info = { id: 1, status: -1, reason: '', refuse_reason: '有未完成订单', create_time: T, audit_time: T + 60 };
    const { router } = open(pagePath('cancelRefuse'));
    expect((await screen.findByTestId('cancel-refuse-reason')).textContent).toBe('有未完成订单');
    fireEvent.click(screen.getByTestId('cancel-reapply'));
    // the refused application stays, but re-applying does not bounce back here
    expect(await screen.findByTestId('cancellation-page')).toBeTruthy();
    expect(router.state.location.search).toBe('?reapply=1');
  });
});

describe('cancelsuccess', () => {
  it('an approved application: the token is removed and home is one tap away', async () => {
    info = { id: 1, status: 1, reason: '', refuse_reason: '', create_time: T, audit_time: T + 60 };
    open(pagePath('cancelSuccess'));
    expect(await screen.findByText('账号已注销')).toBeTruthy();
    expect(useAuth.getState().token).toBeNull();
    fireEvent.click(screen.getByTestId('cancel-home'));
    expect(await screen.findByTestId('home')).toBeTruthy();
  });

  it('a visitor just sees the result', async () => {
    useAuth.setState({ token: null });
    open(pagePath('cancelSuccess'));
    expect(await screen.findByText('账号已注销')).toBeTruthy();
    expect(fakeApi.calls(memberCancelApi.info)).toHaveLength(0);
  });

  it('a member whose application is still under review is sent to the status page', async () => {
    info = { id: 1, status: 0, reason: '', refuse_reason: '', create_time: T, audit_time: 0 };
    open(pagePath('cancelSuccess'));
    expect(await screen.findByTestId('cancel-status-page')).toBeTruthy();
    expect(useAuth.getState().token).toBe('t');
  });
});
