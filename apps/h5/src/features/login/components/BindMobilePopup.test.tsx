import { memberApi, configApi, wechatApi } from '@mall/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import { useBindMobile, useRewardPopup } from '../state/account';
import { renderWithOverlays } from '../testUtils';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

// Modules that load on first use: loaded up front so the first test is not timed on the transform.
beforeAll(async () => {
  await Promise.all([import('antd-mobile/es/components/toast'), import('./BindMobilePopup'), import('./RewardPopup')]);
});

const AUTH = { wx_openid: 'o-1', wx_unionid: 'u-1', userinfo: { nickName: 'Wei', avatarUrl: 'https://wx.example/a.png' } };
const mobile = '13700137000';
let captchaOn = 0;
let captchas = 0;

const el = (id: string) => screen.getByTestId(id) as HTMLInputElement & HTMLButtonElement;
const set = (id: string, value: string) => fireEvent.input(el(id), { target: { value } });

beforeEach(() => {
  fakeApi.reset();
  useAuth.setState({ token: null });
  useAppState.setState({ cartCount: 0 });
  useMember.setState({ member: null });
  useBindMobile.setState({ open: false, forced: false, authInfo: null });
  useRewardPopup.setState({ reward: null });
  captchaOn = 0;
  captchas = 0;
  fakeApi.on(configApi.captchaConfig, () => ({ value: { shop_reception_login: captchaOn } }));
  fakeApi.on(memberApi.captcha, () => {
    captchas += 1;
    return { id: `c${captchas}`, img: 'data:image/svg+xml;base64,PHN2Zy8+' };
  });
  fakeApi.on(wechatApi.tripartiteMobileCode, () => ({ key: 'bk' }));
  fakeApi.on(memberApi.info, () => ({ member_id: 9, nickname: 'Wei' }));
  fakeApi.on('/api/cart/count', () => 2);
  fakeApi.on(memberApi.registerRewardConfig, () => ({ is_use: 1, value: { point: 100, growth: 0, balance: '5.00', coupon: '' } }));
});

const open = async (forced: boolean) => {
  renderWithOverlays(<div data-testid="page" />, { route: pagePath('home') });
  await screen.findByTestId('page');
  act(() => useBindMobile.getState().show({ forced, authInfo: AUTH }));
  return screen.findByTestId('bind-mobile-popup', {}, { timeout: 3000 });
};

describe('BindMobilePopup', () => {
  it('forced binding: save disabled until mobile, captcha and code are filled; binds, logs in, closes, reward for a new member', async () => {
    captchaOn = 1;
    fakeApi.on(wechatApi.tripartiteMobile, () => ({ token: 'tok-b', is_register: 1 }));
    await open(true);
    await waitFor(() => expect(screen.queryByTestId('bind-captcha')).toBeTruthy());
    await waitFor(() => expect(captchas).toBe(1));
    expect(el('bind-mobile').maxLength).toBe(11);
    expect(el('bind-captcha').maxLength).toBe(4);
    expect(el('bind-code').maxLength).toBe(4);
    expect(el('bind-save').disabled).toBe(true);
    // no close button and the mask does not dismiss a forced binding
    expect(screen.queryByRole('button', { name: /关闭|close/i })).toBeNull();
    set('bind-mobile', mobile);
    expect(el('bind-save').disabled).toBe(true);
    set('bind-captcha', 'ab12');
    expect(el('bind-save').disabled).toBe(true);
    fireEvent.click(el('bind-send-code'));
    await waitFor(() => expect(el('bind-send-code').textContent).toBe('120s后重新获取'));
    expect(el('bind-send-code').disabled).toBe(true);
    expect(fakeApi.calls(wechatApi.tripartiteMobileCode)[0].params).toEqual({ mobile, captcha_id: 'c1', captcha_code: 'ab12' });
    set('bind-code', '12a34');
    expect(el('bind-code').value).toBe('1234');
    expect(el('bind-save').disabled).toBe(false);
    fireEvent.click(el('bind-save'));
    await waitFor(() => expect(useAuth.getState().token).toBe('tok-b'));
    expect(fakeApi.calls(wechatApi.tripartiteMobile)[0].params).toEqual({
      mobile,
      key: 'bk',
      code: '1234',
      captcha_id: 'c1',
      captcha_code: 'ab12',
      wx_openid: 'o-1',
      wx_unionid: 'u-1',
      nickName: 'Wei',
      avatarUrl: 'https://wx.example/a.png',
    });
    await waitFor(() => expect(useBindMobile.getState().open).toBe(false));
    await waitFor(() => expect(useMember.getState().member?.nickname).toBe('Wei'));
    expect(useAppState.getState().cartCount).toBe(2);
    const reward = await screen.findByTestId('reward-popup');
    expect(reward.textContent).toContain('100');
    expect(screen.getByTestId('reward-balance').textContent).toContain('5.00');
    expect(screen.queryByTestId('reward-growth')).toBeNull();
  });

  it('not forced: save stays enabled and the checks run in order with the spec messages', async () => {
    captchaOn = 1;
    await open(false);
    await waitFor(() => expect(captchas).toBe(1));
    expect(el('bind-save').disabled).toBe(false);
    fireEvent.click(el('bind-save'));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    set('bind-mobile', '1370013700');
    fireEvent.click(el('bind-save'));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    set('bind-mobile', mobile);
    fireEvent.click(el('bind-save'));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    set('bind-captcha', 'x9y8');
    fireEvent.click(el('bind-save'));
    expect(await screen.findByText('请输入动态码')).toBeTruthy();
    expect(fakeApi.calls(wechatApi.tripartiteMobile)).toHaveLength(0);
  });

  it('an existing member (is_register 0) is logged in without the reward popup; not forced can be closed', async () => {
    fakeApi.on(wechatApi.tripartiteMobile, () => ({ token: 'tok-e', is_register: 0 }));
    await open(false);
    set('bind-mobile', mobile);
    fireEvent.click(el('bind-send-code'));
    await waitFor(() => expect(fakeApi.calls(wechatApi.tripartiteMobileCode)).toHaveLength(1));
    set('bind-code', '1234');
    fireEvent.click(el('bind-save'));
    await waitFor(() => expect(useAuth.getState().token).toBe('tok-e'));
    expect(fakeApi.calls(wechatApi.tripartiteMobile)[0].params).toMatchObject({ mobile, key: 'bk', code: '1234', wx_openid: 'o-1' });
    expect(fakeApi.calls(wechatApi.tripartiteMobile)[0].params).not.toHaveProperty('captcha_id');
    await waitFor(() => expect(useBindMobile.getState().open).toBe(false));
    expect(fakeApi.calls(memberApi.registerRewardConfig)).toHaveLength(0);
    act(() => useBindMobile.getState().show({ forced: false, authInfo: AUTH }));
    fireEvent.click(await screen.findByRole('button', { name: /关闭|close/i }));
    await waitFor(() => expect(useBindMobile.getState().open).toBe(false));
  });
});
