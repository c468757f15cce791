import { memberApi, diyApi } from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import MemberPage from './MemberPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const renderMember = () =>
  renderWithProviders(<MemberPage />, {
    route: pagePath('member'),
    routes: [{ path: pagePath('login'), element: <div data-testid="login" /> }],
  });

describe('MemberPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: null });
    useMember.setState({ member: null });
    useAppState.getState().setLang('zh-cn');
    useAppState.getState().setTheme('default');
    fakeApi.on(memberApi.info, () => ({
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
    i18n.changeLanguage('zh-cn');
  });

  it('a visitor sees the login button, which returns to the member centre', async () => {
    const { router } = renderMember();
    fireEvent.click(screen.getByTestId('member-login'));
    await screen.findByTestId('login');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe(pagePath('member'));
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
    fireEvent.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Log in / Sign up')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('en-us');
    fireEvent.click(await screen.findByRole('radio', { name: 'Blue' }));
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

  describe("the service grid follows the operator's menu", () => {
    const cells = () =>
      [...screen.getByTestId('member-services').querySelectorAll('[data-service]')].map((b) => [
        b.getAttribute('data-service'),
        b.textContent,
      ]);
    const menu = (lang: string) => ({
      topStyle: 1,
      bgColor: '',
      textColor: '#ffffff',
      bgImg: '',
      menuStyle: 1,
      insertGap: 10,
      level: 1,
      // as the server answers it: hidden entries left out, texts in the request's language
      menuList: [
        { text: lang === 'en-us' ? 'Help desk' : '帮助', url: '/otherpages/help/list/list', img: '', isShow: true, tag: '' },
        { text: '分销中心', url: '/otherpages/fenxiao/index/index', img: '', isShow: true, tag: '' },
        {
          text: lang === 'en-us' ? 'My coupons' : '我的优惠券',
          url: '/otherpages/member/coupon/coupon',
          img: '',
          isShow: true,
          tag: 'coupon',
        },
        { text: '收货地址', url: '/otherpages/member/address/address', img: '', isShow: true, tag: '' },
        { text: '核销台', url: '/otherpages/verification/index/index', img: '', isShow: true, tag: 'verifier' },
      ],
    });

    it('in its order and texts, without undeclared pages or the desk for a non-verifier; per language', async () => {
      fakeApi.on(diyApi.memberIndex, () => menu(useAppState.getState().lang));
      renderMember();
      await screen.findByTestId('member-services');
      expect(cells()).toEqual([
        ['help', '帮助'],
        ['coupon', '我的优惠券'],
        ['address', '收货地址'],
      ]);
      await act(async () => useAppState.getState().setLang('en-us'));
      await waitFor(() =>
        expect(cells()).toEqual([
          ['help', 'Help desk'],
          ['coupon', 'My coupons'],
          ['address', '收货地址'],
        ]),
      );
    });

    it('falls back to the built-in list when the menu cannot be read', async () => {
      fakeApi.on(diyApi.memberIndex, () => {
        throw new FakeApiError(-1, 'down');
      });
      renderMember();
      await screen.findByTestId('member-services');
      expect(cells().map(([key]) => key)).toEqual([
        'assets',
        'point',
        'coupon',
        'signin',
        'collection',
        'footprint',
        'address',
        'couponCentre',
        'shopStreet',
        'notes',
        'notice',
        'help',
      ]);
      expect(cells()[0]).toEqual(['assets', '我的资产']);
    });
  });
});
