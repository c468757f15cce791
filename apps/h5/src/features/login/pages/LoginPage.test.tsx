import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi } from '../../testing/fakeHttp';
import { PATHS } from '../../../shared/lib/paths';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';

vi.mock('../../../shared/lib/request', async (orig) => ({
  ...(await orig<object>()),
  http: (await import('../../testing/fakeHttp')).fakeHttp,
}));

const others = [
  { path: PATHS.member, element: <div data-testid="member" /> },
  { path: PATHS.goodsDetail, element: <div data-testid="detail" /> },
  { path: PATHS.register, element: <div data-testid="register" /> },
];

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

let captchaOn = 0;
let captchas = 0;

beforeEach(() => {
  fakeApi.reset();
  useAuth.setState({ token: null });
  useAppState.setState({ cartCount: 0 });
  useMember.setState({ member: null });
  captchaOn = 0;
  captchas = 0;
  fakeApi.on('/api/config/getCaptchaConfig', () => ({ value: { shop_reception_login: captchaOn } }));
  fakeApi.on('/api/register/config', () => ({ value: { pwd_len: 8, register: 'username' } }));
  fakeApi.on('/api/captcha/captcha', () => {
    captchas += 1;
    return { id: `c${captchas}`, img: `data:image/svg+xml;base64,${btoa(`<svg>${captchas}</svg>`)}` };
  });
  fakeApi.on('/api/member/info', () => ({ member_id: 1, username: 'demo', nickname: '小明' }));
  fakeApi.on('/api/cart/count', () => 4);
});

describe('LoginPage', () => {
  it('checks the fields in order before calling the server', async () => {
    renderWithProviders(<LoginPage />, { route: PATHS.login, routes: others });
    const submit = await screen.findByTestId('login-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    type('请输入用户名/手机号', 'demo');
    fireEvent.click(submit);
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(fakeApi.calls('/api/login/login')).toHaveLength(0);
  });

  it('logs in, stores the token, loads member and cart count, and returns to back', async () => {
    let resolve!: (v: unknown) => void;
    fakeApi.on('/api/login/login', () => new Promise((r) => (resolve = r)));
    const { router } = renderWithProviders(<LoginPage />, {
      route: `${PATHS.login}?back=${encodeURIComponent(`${PATHS.goodsDetail}?sku_id=3`)}`,
      routes: others,
    });
    const submit = await screen.findByTestId('login-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    type('请输入用户名/手机号', ' demo ');
    type('请输入密码', '123456');
    fireEvent.click(submit);
    fireEvent.click(submit); // double submit is ignored
    await waitFor(() => expect(fakeApi.calls('/api/login/login')).toHaveLength(1));
    expect(fakeApi.calls('/api/login/login')[0].params).toEqual({ username: 'demo', password: '123456' });
    resolve({ token: 'tok' });
    await screen.findByTestId('detail');
    expect(router.state.location.search).toBe('?sku_id=3');
    expect(useAuth.getState().token).toBe('tok');
    expect(useMember.getState().member?.nickname).toBe('小明');
    expect(useAppState.getState().cartCount).toBe(4);
  });

  it('without back it goes to the member centre', async () => {
    fakeApi.on('/api/login/login', () => ({ token: 'tok' }));
    renderWithProviders(<LoginPage />, { route: PATHS.login, routes: others });
    const submit = await screen.findByTestId('login-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    type('请输入用户名/手机号', 'demo');
    type('请输入密码', '123456');
    fireEvent.click(submit);
    expect(await screen.findByTestId('member')).toBeTruthy();
  });

  it('with the captcha on: requires it, sends id and code, refreshes it after a failure', async () => {
    captchaOn = 1;
    fakeApi.on('/api/login/login', () => {
      throw new FakeApiError(-10069, '验证码错误');
    });
    renderWithProviders(<LoginPage />, { route: PATHS.login, routes: others });
    await screen.findByPlaceholderText('请输入验证码');
    await waitFor(() => expect(captchas).toBe(1));
    type('请输入用户名/手机号', 'demo');
    type('请输入密码', '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    type('请输入验证码', 'ab12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(fakeApi.calls('/api/login/login')).toHaveLength(1));
    expect(fakeApi.calls('/api/login/login')[0].params).toMatchObject({ captcha_id: 'c1', captcha_code: 'ab12' });
    await waitFor(() => expect(captchas).toBe(2));
    expect(fakeApi.calls('/api/captcha/captcha')[1].params).toEqual({ captcha_id: 'c1' });
    expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).value).toBe('');
    expect(useAuth.getState().token).toBeNull();
    // tapping the image loads another one
    fireEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(captchas).toBe(3));
  });

  it('links to register keeping back', async () => {
    const { router } = renderWithProviders(<LoginPage />, { route: `${PATHS.login}?back=%2Fpages%2Fgoods%2Fcart%2Fcart`, routes: others });
    fireEvent.click(await screen.findByText('立即注册'));
    await screen.findByTestId('register');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe('/pages/goods/cart/cart');
  });
});

describe('RegisterPage', () => {
  it('uses the configured password length and checks the confirmation', async () => {
    renderWithProviders(<RegisterPage />, { route: PATHS.register, routes: others });
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
    expect(fakeApi.calls('/api/register/username')).toHaveLength(0);
  });

  it('registers and logs in', async () => {
    fakeApi.on('/api/register/username', () => ({ token: 'new' }));
    renderWithProviders(<RegisterPage />, { route: PATHS.register, routes: others });
    const submit = await screen.findByTestId('register-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    type('请输入用户名', 'alice');
    type('请输入不少于8位的密码', '12345678');
    type('请再次输入密码', '12345678');
    fireEvent.click(submit);
    expect(await screen.findByTestId('member')).toBeTruthy();
    expect(fakeApi.calls('/api/register/username')[0].params).toEqual({ username: 'alice', password: '12345678' });
    expect(useAuth.getState().token).toBe('new');
  });
});
