import { memberApi, configApi } from '@mall/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import { renderWithOverlays } from '../testUtils';
import { useRewardPopup } from '../state/account';
import { FIND_PASSWORD_PATH } from '../model/validate';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

// The toast module loads on first use; load it up front so the first message is not late.
beforeAll(async () => {
  await Promise.all([import('antd-mobile/es/components/toast'), import('../components/RewardPopup')]);
});

const others = [
  { path: pagePath('member'), element: <div data-testid="member" /> },
  { path: FIND_PASSWORD_PATH, element: <div data-testid="find" /> },
  { path: pagePath('goodsDetail'), element: <div data-testid="detail" /> },
  { path: pagePath('register'), element: <div data-testid="register" /> },
];

const type = (placeholder: string, value: string) => fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value } });

let captchaOn = 0;
let captchas = 0;
let registerConfig: Record<string, unknown> = {};

beforeEach(() => {
  fakeApi.reset();
  useAuth.setState({ token: null });
  useAppState.setState({ cartCount: 0 });
  useMember.setState({ member: null });
  useRewardPopup.setState({ reward: null });
  captchaOn = 0;
  captchas = 0;
  registerConfig = { pwd_len: 8, register: 'username' };
  fakeApi.on(configApi.captchaConfig, () => ({ value: { shop_reception_login: captchaOn } }));
  fakeApi.on(memberApi.registerConfig, () => ({ value: registerConfig }));
  fakeApi.on(memberApi.registerRewardConfig, () => ({
    is_use: 1,
    value: { point: 100, growth: 50, balance: '0.00', coupon: '' },
  }));
  fakeApi.on(memberApi.captcha, () => {
    captchas += 1;
    return { id: `c${captchas}`, img: `data:image/svg+xml;base64,${btoa(`<svg>${captchas}</svg>`)}` };
  });
  fakeApi.on(memberApi.info, () => ({ member_id: 1, username: 'demo', nickname: '小明' }));
  fakeApi.on('/api/cart/count', () => 4);
});

describe('LoginPage', () => {
  it('checks the fields in order before calling the server', async () => {
    renderWithProviders(<LoginPage />, { route: pagePath('login'), routes: others });
    const submit = await screen.findByTestId('login-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    type('请输入用户名/手机号', 'demo');
    fireEvent.click(submit);
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(fakeApi.calls(memberApi.login)).toHaveLength(0);
  });

  it('logs in, stores the token, loads member and cart count, and returns to back', async () => {
    let resolve!: (v: unknown) => void;
    fakeApi.on(memberApi.login, () => new Promise((r) => (resolve = r)));
    const { router } = renderWithProviders(<LoginPage />, {
      route: `${pagePath('login')}?back=${encodeURIComponent(`${pagePath('goodsDetail')}?sku_id=3`)}`,
      routes: others,
    });
    const submit = await screen.findByTestId('login-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    type('请输入用户名/手机号', ' demo ');
    type('请输入密码', '123456');
    fireEvent.click(submit);
    fireEvent.click(submit); // double submit is ignored
    await waitFor(() => expect(fakeApi.calls(memberApi.login)).toHaveLength(1));
    expect(fakeApi.calls(memberApi.login)[0].params).toEqual({ username: 'demo', password: '123456' });
    resolve({ token: 'tok' });
    await screen.findByTestId('detail');
    expect(router.state.location.search).toBe('?sku_id=3');
    expect(useAuth.getState().token).toBe('tok');
    expect(useMember.getState().member?.nickname).toBe('小明');
    expect(useAppState.getState().cartCount).toBe(4);
  });

  it('without back it goes to the member centre', async () => {
    fakeApi.on(memberApi.login, () => ({ token: 'tok' }));
    renderWithProviders(<LoginPage />, { route: pagePath('login'), routes: others });
    const submit = await screen.findByTestId('login-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    type('请输入用户名/手机号', 'demo');
    type('请输入密码', '123456');
    fireEvent.click(submit);
    expect(await screen.findByTestId('member')).toBeTruthy();
  });

  it('with the captcha on: requires it, sends id and code, refreshes it after a failure', async () => {
    captchaOn = 1;
    fakeApi.on(memberApi.login, () => {
      throw new FakeApiError(-10069, '验证码错误');
    });
    renderWithProviders(<LoginPage />, { route: pagePath('login'), routes: others });
    await screen.findByPlaceholderText('请输入验证码');
    await waitFor(() => expect(captchas).toBe(1));
    type('请输入用户名/手机号', 'demo');
    type('请输入密码', '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    type('请输入验证码', 'ab12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(fakeApi.calls(memberApi.login)).toHaveLength(1));
    expect(fakeApi.calls(memberApi.login)[0].params).toMatchObject({ captcha_id: 'c1', captcha_code: 'ab12' });
    await waitFor(() => expect(captchas).toBe(2));
    expect(fakeApi.calls(memberApi.captcha)[1].params).toEqual({ captcha_id: 'c1' });
    expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).value).toBe('');
    expect(useAuth.getState().token).toBeNull();
    // tapping the image loads another one
    fireEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(captchas).toBe(3));
  });

  it('sends the share link’s referrer with the login and forgets it once signed in', async () => {
    localStorage.setItem('source_member', '7');
    fakeApi.on(memberApi.login, () => ({ token: 'tok' }));
    renderWithProviders(<LoginPage />, { route: pagePath('login'), routes: others });
    const submit = await screen.findByTestId('login-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    type('请输入用户名/手机号', 'demo');
    type('请输入密码', '123456');
    fireEvent.click(submit);
    expect(await screen.findByTestId('member')).toBeTruthy();
    expect(fakeApi.calls(memberApi.login)[0].params).toMatchObject({ source_member: 7 });
    expect(localStorage.getItem('source_member')).toBeNull();
  });

  it('a signed-in shopper opening it goes to back without seeing the form', async () => {
    useAuth.setState({ token: 'tok' });
    const { router } = renderWithProviders(<LoginPage />, {
      route: `${pagePath('login')}?back=${encodeURIComponent(`${pagePath('goodsDetail')}?sku_id=3`)}`,
      routes: others,
    });
    expect(await screen.findByTestId('detail')).toBeTruthy();
    expect(router.state.location.search).toBe('?sku_id=3');
    expect(screen.queryByTestId('login-form')).toBeNull();
  });

  it('links to register keeping back', async () => {
    const { router } = renderWithProviders(<LoginPage />, {
      route: `${pagePath('login')}?back=%2Fpages%2Fgoods%2Fcart%2Fcart`,
      routes: others,
    });
    fireEvent.click(await screen.findByText('立即注册'));
    await screen.findByTestId('register');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe('/pages/goods/cart/cart');
  });
});

describe('RegisterPage', () => {
  it('uses the configured password length and checks the confirmation', async () => {
    renderWithProviders(<RegisterPage />, { route: pagePath('register'), routes: others });
    expect(await screen.findByPlaceholderText('请输入不少于8位的密码')).toBeTruthy();
    const submit = screen.getByTestId('register-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    type('请输入用户名', 'alice');
    type('请输入不少于8位的密码', '1234567');
    type('请再次输入密码', '1234567');
    fireEvent.click(submit);
    expect(await screen.findByText('密码长度不能小于8位')).toBeTruthy();
    type('请输入不少于8位的密码', '12345678');
    type('请再次输入密码', '12345679');
    fireEvent.click(submit);
    expect(await screen.findByText('两次密码不一致')).toBeTruthy();
    expect(fakeApi.calls(memberApi.registerUsername)).toHaveLength(0);
  });

  it('registers and logs in', async () => {
    fakeApi.on(memberApi.registerUsername, () => ({ token: 'new' }));
    renderWithProviders(<RegisterPage />, { route: pagePath('register'), routes: others });
    const submit = await screen.findByTestId('register-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    type('请输入用户名', 'alice');
    type('请输入不少于8位的密码', '12345678');
    type('请再次输入密码', '12345678');
    fireEvent.click(submit);
    expect(await screen.findByTestId('member')).toBeTruthy();
    expect(fakeApi.calls(memberApi.registerUsername)[0].params).toEqual({ username: 'alice', password: '12345678' });
    expect(useAuth.getState().token).toBe('new');
  });

  it('registers with the share link’s referrer', async () => {
    localStorage.setItem('source_member', '7');
    fakeApi.on(memberApi.registerUsername, () => ({ token: 'new' }));
    renderWithProviders(<RegisterPage />, { route: pagePath('register'), routes: others });
    const submit = await screen.findByTestId('register-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    type('请输入用户名', 'alice');
    type('请输入不少于8位的密码', '12345678');
    type('请再次输入密码', '12345678');
    fireEvent.click(submit);
    expect(await screen.findByTestId('member')).toBeTruthy();
    expect(fakeApi.calls(memberApi.registerUsername)[0].params).toEqual({ username: 'alice', password: '12345678', source_member: 7 });
    expect(localStorage.getItem('source_member')).toBeNull();
  });
});

const byTestId = (id: string) => screen.getByTestId(id) as HTMLButtonElement;
const mobile = '13800138000';

describe('LoginPage modes (register config value.login)', () => {
  it('shows tabs only when both modes are on; the account mode first', async () => {
    registerConfig = { login: 'username,mobile', register: 'username,mobile' };
    renderWithProviders(<LoginPage />, { route: pagePath('login'), routes: others });
    const mobileTab = await screen.findByRole('tab', { name: '手机号登录' });
    expect(screen.getByRole('tab', { name: '账号登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByPlaceholderText('请输入用户名/手机号')).toBeTruthy();
    fireEvent.click(mobileTab);
    expect(screen.getByPlaceholderText('请输入手机号')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入动态码')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入用户名/手机号')).toBeNull();
  });

  it('only the mobile mode: no tabs, the code form at once', async () => {
    registerConfig = { login: 'mobile', register: 'mobile' };
    renderWithProviders(<LoginPage />, { route: pagePath('login'), routes: others });
    expect(await screen.findByPlaceholderText('请输入手机号')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('no register link when registration is closed; the recovery link keeps back', async () => {
    registerConfig = { login: 'username', register: '' };
    const { router } = renderWithProviders(<LoginPage />, {
      route: `${pagePath('login')}?back=%2Fpages%2Fgoods%2Fcart%2Fcart`,
      routes: others,
    });
    await waitFor(() => expect(screen.queryByText('立即注册')).toBeNull());
    fireEvent.click(screen.getByText('忘记密码？'));
    await screen.findByTestId('find');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe('/pages/goods/cart/cart');
  });
});

describe('LoginPage mobile + dynamic code', () => {
  it('checks before sending, sends the code, counts down, logs in with mobile/key/code; a new member sees the reward popup', async () => {
    registerConfig = { login: 'mobile', register: 'username,mobile' };
    fakeApi.on(memberApi.loginMobileCode, () => ({ key: 'k1' }));
    fakeApi.on(memberApi.loginMobile, () => ({ token: 'tok-m', is_register: 1 }));
    renderWithOverlays(<LoginPage />, { route: pagePath('login'), routes: others });
    const send = await screen.findByTestId('send-code');
    fireEvent.click(send);
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    type('请输入手机号', '1380013800');
    fireEvent.click(send);
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(fakeApi.calls(memberApi.loginMobileCode)).toHaveLength(0);
    // the input keeps digits only, at most 11
    type('请输入手机号', '138-0013-80001');
    expect((screen.getByPlaceholderText('请输入手机号') as HTMLInputElement).value).toBe(mobile);
    const submit = byTestId('login-submit');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('请输入动态码')).toBeTruthy();
    type('请输入动态码', '1234');
    fireEvent.click(submit);
    expect(await screen.findByText('请先获取动态码')).toBeTruthy();
    fireEvent.click(send);
    await waitFor(() => expect(byTestId('send-code').textContent).toBe('120s后重新获取'));
    expect(fakeApi.calls(memberApi.loginMobileCode)[0].params).toEqual({ mobile });
    expect(byTestId('send-code').disabled).toBe(true);
    fireEvent.click(submit);
    fireEvent.click(submit);
    await screen.findByTestId('member');
    expect(fakeApi.calls(memberApi.loginMobile)).toHaveLength(1);
    expect(fakeApi.calls(memberApi.loginMobile)[0].params).toEqual({ mobile, key: 'k1', code: '1234' });
    expect(useAuth.getState().token).toBe('tok-m');
    expect(await screen.findByTestId('reward-popup')).toBeTruthy();
    expect(screen.getByTestId('reward-point').textContent).toContain('100');
    expect(screen.getByTestId('reward-growth').textContent).toContain('50');
    expect(screen.queryByTestId('reward-balance')).toBeNull();
    expect(screen.queryByTestId('reward-coupon')).toBeNull();
  });

  it('an existing member (is_register 0) sees no reward popup', async () => {
    registerConfig = { login: 'mobile', register: 'mobile' };
    fakeApi.on(memberApi.loginMobileCode, () => ({ key: 'k1' }));
    fakeApi.on(memberApi.loginMobile, () => ({ token: 'tok-m', is_register: 0 }));
    renderWithOverlays(<LoginPage />, { route: pagePath('login'), routes: others });
    await screen.findByTestId('send-code');
    type('请输入手机号', mobile);
    fireEvent.click(byTestId('send-code'));
    await waitFor(() => expect(fakeApi.calls(memberApi.loginMobileCode)).toHaveLength(1));
    type('请输入动态码', '1234');
    await waitFor(() => expect(byTestId('login-submit').disabled).toBe(false));
    fireEvent.click(byTestId('login-submit'));
    await screen.findByTestId('member');
    expect(fakeApi.calls(memberApi.registerRewardConfig)).toHaveLength(0);
    expect(screen.queryByTestId('reward-popup')).toBeNull();
  });

  it('with the captcha on: required before sending, sent with the code request; a failed send resets and refreshes it', async () => {
    captchaOn = 1;
    registerConfig = { login: 'mobile', register: 'mobile' };
    fakeApi.on(memberApi.loginMobileCode, () => {
      throw new FakeApiError(-1, '发送过于频繁');
    });
    renderWithProviders(<LoginPage />, { route: pagePath('login'), routes: others });
    await screen.findByPlaceholderText('请输入验证码');
    await waitFor(() => expect(captchas).toBe(1));
    type('请输入手机号', mobile);
    fireEvent.click(byTestId('send-code'));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    type('请输入验证码', 'ab12');
    fireEvent.click(byTestId('send-code'));
    await waitFor(() => expect(fakeApi.calls(memberApi.loginMobileCode)).toHaveLength(1));
    expect(fakeApi.calls(memberApi.loginMobileCode)[0].params).toEqual({ mobile, captcha_id: 'c1', captcha_code: 'ab12' });
    await waitFor(() => expect(captchas).toBe(2));
    expect(byTestId('send-code').textContent).toBe('获取动态码');
    expect(byTestId('send-code').disabled).toBe(false);
    expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).value).toBe('');
  });
});

describe('RegisterPage mobile + code', () => {
  it('registers with mobile, code and password; the new member sees the reward popup', async () => {
    registerConfig = { register: 'username,mobile', pwd_len: 6 };
    fakeApi.on(memberApi.registerMobileCode, () => ({ key: 'rk' }));
    fakeApi.on(memberApi.registerMobile, () => ({ token: 'tok-r', is_register: 1 }));
    renderWithOverlays(<RegisterPage />, { route: pagePath('register'), routes: others });
    fireEvent.click(await screen.findByRole('tab', { name: '手机号注册' }));
    type('请输入手机号', mobile);
    fireEvent.click(byTestId('send-code'));
    await waitFor(() => expect(fakeApi.calls(memberApi.registerMobileCode)).toHaveLength(1));
    type('请输入动态码', '4321');
    type('请输入不少于6位的密码', 'abc12');
    type('请再次输入密码', 'abc12');
    fireEvent.click(byTestId('register-submit'));
    expect(await screen.findByText('密码长度不能小于6位')).toBeTruthy();
    type('请输入不少于6位的密码', 'abc123');
    type('请再次输入密码', 'abc124');
    fireEvent.click(byTestId('register-submit'));
    expect(await screen.findByText('两次密码不一致')).toBeTruthy();
    type('请再次输入密码', 'abc123');
    fireEvent.click(byTestId('register-submit'));
    await screen.findByTestId('member');
    expect(fakeApi.calls(memberApi.registerMobile)[0].params).toEqual({ mobile, key: 'rk', code: '4321', password: 'abc123' });
    expect(await screen.findByTestId('reward-popup')).toBeTruthy();
  });

  it('a username registration answering is_register=1 shows the reward popup too', async () => {
    registerConfig = { register: 'username', pwd_len: 6 };
    fakeApi.on(memberApi.registerUsername, () => ({ token: 'new', is_register: 1 }));
    renderWithOverlays(<RegisterPage />, { route: pagePath('register'), routes: others });
    await screen.findByPlaceholderText('请输入用户名');
    expect(screen.queryByRole('tab')).toBeNull();
    type('请输入用户名', 'alice');
    type('请输入不少于6位的密码', '123456');
    type('请再次输入密码', '123456');
    await waitFor(() => expect(byTestId('register-submit').disabled).toBe(false));
    fireEvent.click(byTestId('register-submit'));
    expect(await screen.findByTestId('reward-popup')).toBeTruthy();
  });

  it('opens the registration agreement in a popup', async () => {
    fakeApi.on(memberApi.registerAggrement, () => ({ title: '用户注册协议', content: '<p>欢迎您注册成为本商城会员。</p>' }));
    renderWithProviders(<RegisterPage />, { route: pagePath('register'), routes: others });
    fireEvent.click(await screen.findByText('《注册协议》'));
    expect(await screen.findByText('用户注册协议')).toBeTruthy();
    expect(screen.getByText('欢迎您注册成为本商城会员。')).toBeTruthy();
  });
});
