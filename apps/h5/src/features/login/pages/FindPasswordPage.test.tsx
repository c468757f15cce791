import { memberApi, configApi } from '@mall/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { FIND_PASSWORD_PATH } from '../model/validate';
import FindPasswordPage from './FindPasswordPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

beforeAll(async () => {
  await import('antd-mobile/es/components/toast');
});

const others = [{ path: pagePath('login'), element: <div data-testid="login" /> }];
const type = (placeholder: string, value: string) => fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value } });
const btn = (id: string) => screen.getByTestId(id) as HTMLButtonElement;
const mobile = '13900139000';

beforeEach(async () => {
  fakeApi.reset();
  useAuth.setState({ token: null });
  fakeApi.on(configApi.captchaConfig, () => ({ value: { shop_reception_login: 0 } }));
  fakeApi.on(memberApi.registerConfig, () => ({ value: { pwd_len: 6, login: 'username,mobile', register: 'username' } }));
  fakeApi.on(memberApi.findPasswordMobileCode, () => ({ key: 'fk' }));
  i18n.changeLanguage('zh-cn');
});

describe('FindPasswordPage', () => {
  it('step 1 checks phone and code (spec messages) before 下一步', async () => {
    renderWithProviders(<FindPasswordPage />, { route: FIND_PASSWORD_PATH, routes: others });
    const next = await screen.findByRole('button', { name: '下一步' });
    await waitFor(() => expect(btn('find-next').disabled).toBe(false));
    fireEvent.click(next);
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    type('请输入手机号', '139001390');
    fireEvent.click(next);
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    type('请输入手机号', mobile);
    fireEvent.click(next);
    expect(await screen.findByText('请输入动态码')).toBeTruthy();
    expect(screen.queryByTestId('find-step2')).toBeNull();
  });

  it('sends the code, goes to step 2, checks the new password, resets it and goes to login', async () => {
    let resolve!: (v: unknown) => void;
    fakeApi.on(memberApi.findPasswordMobile, () => new Promise((r) => (resolve = r)));
    const { router } = renderWithProviders(<FindPasswordPage />, { route: FIND_PASSWORD_PATH, routes: others });
    await screen.findByTestId('send-code');
    type('请输入手机号', mobile);
    fireEvent.click(btn('send-code'));
    await waitFor(() => expect(btn('send-code').textContent).toBe('120s后重新获取'));
    expect(fakeApi.calls(memberApi.findPasswordMobileCode)[0].params).toEqual({ mobile });
    type('请输入动态码', '5678');
    fireEvent.click(btn('find-next'));
    await screen.findByTestId('find-step2');
    expect(screen.getByTestId('find-step1').hidden).toBe(true);

    const submit = screen.getByRole('button', { name: '确认修改' });
    fireEvent.click(submit);
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    type('请输入不少于6位的新密码', '12345');
    type('请再次输入新密码', '12345');
    fireEvent.click(submit);
    expect(await screen.findByText('密码长度不能小于6位')).toBeTruthy();
    type('请输入不少于6位的新密码', '123456');
    type('请再次输入新密码', '123465');
    fireEvent.click(submit);
    expect(await screen.findByText('两次密码不一致')).toBeTruthy();
    type('请再次输入新密码', '123456');
    fireEvent.click(submit);
    fireEvent.click(submit); // guarded against a double submit
    await waitFor(() => expect(fakeApi.calls(memberApi.findPasswordMobile)).toHaveLength(1));
    expect(fakeApi.calls(memberApi.findPasswordMobile)[0].params).toEqual({ mobile, key: 'fk', code: '5678', password: '123456' });
    await act(async () => resolve(null));
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
    await screen.findByTestId('login');
    expect(router.state.location.pathname).toBe(pagePath('login'));
    expect(useAuth.getState().token).toBeNull();
  });

  it('a refused reset stays on step 2; 上一步 goes back with the countdown still running', async () => {
    fakeApi.on(memberApi.findPasswordMobile, () => {
      throw new FakeApiError(-1, '动态码错误');
    });
    renderWithProviders(<FindPasswordPage />, { route: FIND_PASSWORD_PATH, routes: others });
    await screen.findByTestId('send-code');
    type('请输入手机号', mobile);
    fireEvent.click(btn('send-code'));
    await waitFor(() => expect(fakeApi.calls(memberApi.findPasswordMobileCode)).toHaveLength(1));
    type('请输入动态码', '0000');
    fireEvent.click(btn('find-next'));
    await screen.findByTestId('find-step2');
    type('请输入不少于6位的新密码', '123456');
    type('请再次输入新密码', '123456');
    fireEvent.click(btn('find-submit'));
    await waitFor(() => expect(fakeApi.calls(memberApi.findPasswordMobile)).toHaveLength(1));
    await waitFor(() => expect(btn('find-submit').disabled).toBe(false));
    expect(screen.getByTestId('find-step2')).toBeTruthy();
    fireEvent.click(btn('find-prev'));
    expect(screen.queryByTestId('find-step2')).toBeNull();
    expect(btn('send-code').textContent).toMatch(/^\d+s后重新获取$/);
  });

  it('speaks English', async () => {
    i18n.changeLanguage('en-us');
    renderWithProviders(<FindPasswordPage />, { route: FIND_PASSWORD_PATH, routes: others });
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Mobile number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });
});
