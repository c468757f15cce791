import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi } from '../../testing/fakeHttp';
import { PATHS } from '../../../shared/lib/paths';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import MemberPage from './MemberPage';

vi.mock('../../../shared/lib/request', async (orig) => ({
  ...(await orig<object>()),
  http: (await import('../../testing/fakeHttp')).fakeHttp,
}));

const renderMember = () =>
  renderWithProviders(<MemberPage />, { route: PATHS.member, routes: [{ path: PATHS.login, element: <div data-testid="login" /> }] });

describe('MemberPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: null });
    useMember.setState({ member: null });
    useAppState.getState().setLang('zh-cn');
    useAppState.getState().setTheme('default');
    fakeApi.on('/api/member/info', () => ({
      member_id: 1,
      username: 'demo',
      nickname: '小明',
      mobile: '13800000000',
      member_level_name: '黄金会员',
      headimg: '',
      point: 120,
      balance: '12.50',
      balance_money: '3.00',
    }));
  });
  afterEach(async () => {
    await i18n.changeLanguage('zh-cn');
  });

  it('a visitor sees the login button, which returns to the member centre', async () => {
    const { router } = renderMember();
    fireEvent.click(screen.getByTestId('member-login'));
    await screen.findByTestId('login');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe(PATHS.member);
    expect(screen.queryByTestId('member-logout')).toBeNull();
  });

  it('a member sees name, level, masked mobile and figures', async () => {
    useAuth.setState({ token: 't' });
    renderMember();
    expect(await screen.findByText('小明')).toBeTruthy();
    expect(screen.getByText('黄金会员')).toBeTruthy();
    expect(screen.getByText('138****0000')).toBeTruthy();
    expect(screen.getByText('12.50')).toBeTruthy();
    expect(screen.getByText('3.00')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    await waitFor(() => expect(useMember.getState().member?.nickname).toBe('小明'));
  });

  it('switches language and theme, persisted', async () => {
    renderMember();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Log in / Sign up')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('en-us');
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(useAppState.getState().theme).toBe('blue');
    expect(document.documentElement.dataset.theme).toBe('blue');
    expect(localStorage.getItem('themeStyle')).toBe('blue');
  });

  it('logs out after confirmation', async () => {
    useAuth.setState({ token: 't' });
    renderMember();
    await screen.findByText('小明');
    fireEvent.click(screen.getByTestId('member-logout'));
    fireEvent.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(useAuth.getState().token).toBeNull());
    expect(await screen.findByTestId('member-login')).toBeTruthy();
  });
});
