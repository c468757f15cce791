import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mapStore } from '../../shared/lib/storage';
import type { AuthAnswer, AuthInfo, WeChatOpenId } from './login.api';
import { resetWeChatFlow, runWeChatLogin, type WeChatFlowDeps } from './wechat';

const PAGE = 'https://mall.example/h5/pages/goods/detail/detail?sku_id=3';

class Failure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const OPENID: WeChatOpenId = { openid: 'o-1', unionid: 'u-1', userinfo: { nickName: 'Wei', avatarUrl: 'https://wx.example/a.png' } };

const deps = (over: Partial<WeChatFlowDeps> = {}) => {
  let href = PAGE;
  const local = mapStore();
  const d = {
    inWeChat: () => true,
    hasToken: () => false,
    href: () => href,
    redirect: vi.fn(),
    replaceUrl: vi.fn((url: string) => {
      href = url;
    }),
    session: mapStore(),
    now: () => 1_000_000,
    authUrl: vi.fn(async (r: string) => `https://open.weixin.example/connect/oauth2/authorize?redirect_uri=${encodeURIComponent(r)}`),
    exchange: vi.fn(async () => OPENID),
    login: vi.fn(async (): Promise<AuthAnswer> => ({ token: 'tok', is_register: 0 })),
    registerConfig: vi.fn(async () => null),
    startSession: vi.fn(async () => undefined),
    onAnswer: vi.fn(),
    openBind: vi.fn(),
    goLogin: vi.fn(),
    showError: vi.fn(),
    ...over,
    local,
  };
  return Object.assign(d, { setHref: (h: string) => (href = h) });
};

const cfg = (third_party: 0 | 1, bind_mobile: 0 | 1) =>
  ({ value: { third_party, bind_mobile, login: 'username,mobile', register: 'username,mobile', pwd_len: 6, pwd_complexity: '' } }) as never;

beforeEach(() => resetWeChatFlow());

describe('runWeChatLogin', () => {
  it('does nothing outside WeChat or with a token', async () => {
    const d = deps({ inWeChat: () => false });
    expect(await runWeChatLogin(d)).toBe('none');
    const m = deps({ hasToken: () => true });
    expect(await runWeChatLogin(m)).toBe('none');
    expect(d.authUrl).not.toHaveBeenCalled();
    expect(m.authUrl).not.toHaveBeenCalled();
  });

  it('without a code: asks the auth URL for this page (snsapi_userinfo) and replaces the location — once per page load', async () => {
    const d = deps();
    d.setHref(`${PAGE}&state=old`);
    expect(await runWeChatLogin(d)).toBe('redirected');
    expect(d.authUrl).toHaveBeenCalledWith(PAGE);
    expect(d.redirect).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/open\.weixin\.example\//));
    expect(await runWeChatLogin(d)).toBe('stay');
    expect(d.redirect).toHaveBeenCalledTimes(1);
  });

  it('coming back without a code (refused) stays a visitor instead of looping', async () => {
    const first = deps();
    await runWeChatLogin(first);
    resetWeChatFlow(); // the next page load
    const back = deps({ session: first.session });
    expect(await runWeChatLogin(back)).toBe('stay');
    expect(back.authUrl).not.toHaveBeenCalled();
  });

  it('a failed auth-URL call (or a non-URL answer) leaves a visitor', async () => {
    const d = deps({ authUrl: vi.fn(async () => Promise.reject(new Failure(-1, 'wechat off'))) });
    expect(await runWeChatLogin(d)).toBe('stay');
    expect(d.redirect).not.toHaveBeenCalled();
    resetWeChatFlow();
    const e = deps({ authUrl: vi.fn(async () => 'javascript:alert(1)') });
    expect(await runWeChatLogin(e)).toBe('stay');
    expect(e.redirect).not.toHaveBeenCalled();
  });

  it('with a code and user info: exchange, store authInfo, full login, session, code/state removed', async () => {
    const d = deps();
    d.setHref(`${PAGE}&code=C1&state=S`);
    expect(await runWeChatLogin(d)).toBe('logged-in');
    expect(d.exchange).toHaveBeenCalledWith('C1', 'S');
    const info: AuthInfo = { wx_openid: 'o-1', wx_unionid: 'u-1', userinfo: OPENID.userinfo };
    expect(JSON.parse(d.local.data.get('authInfo')!)).toEqual(info);
    expect(d.login).toHaveBeenCalledWith(info, true);
    expect(d.startSession).toHaveBeenCalledWith('tok');
    expect(d.onAnswer).toHaveBeenCalledWith({ token: 'tok', is_register: 0 });
    expect(d.replaceUrl).toHaveBeenLastCalledWith(PAGE);
    expect(d.redirect).not.toHaveBeenCalled();
  });

  it('a new member (auto-registered) gets the answer with is_register for the reward popup', async () => {
    const d = deps({ login: vi.fn(async () => ({ token: 't2', is_register: 1 })) });
    d.setHref(`${PAGE}&code=C1`);
    await runWeChatLogin(d);
    expect(d.onAnswer).toHaveBeenCalledWith({ token: 't2', is_register: 1 });
  });

  it('without user info: login-only; its failure removes authInfo', async () => {
    const d = deps({
      exchange: vi.fn(async () => ({ openid: 'o-2', unionid: '', userinfo: null })),
      login: vi.fn(async () => Promise.reject(new Failure(-10017, '账号已被锁定'))),
    });
    d.setHref(`${PAGE}&code=C2`);
    expect(await runWeChatLogin(d)).toBe('login-failed');
    expect(d.login).toHaveBeenCalledWith({ wx_openid: 'o-2', wx_unionid: '', userinfo: null }, false);
    expect(d.local.data.has('authInfo')).toBe(false);
    expect(d.showError).toHaveBeenCalledWith('账号已被锁定');
    expect(d.startSession).not.toHaveBeenCalled();
  });

  it('a failed full login keeps authInfo', async () => {
    const d = deps({ login: vi.fn(async () => Promise.reject(new Failure(-1, 'x'))) });
    d.setHref(`${PAGE}&code=C3`);
    expect(await runWeChatLogin(d)).toBe('login-failed');
    expect(d.local.data.has('authInfo')).toBe(true);
  });

  it('a failed exchange removes the used code and stays a visitor (no second redirect)', async () => {
    const d = deps({ exchange: vi.fn(async () => Promise.reject(new Failure(-1, 'invalid code'))) });
    d.setHref(`${PAGE}&code=OLD&state=S`);
    expect(await runWeChatLogin(d)).toBe('exchange-failed');
    expect(d.replaceUrl).toHaveBeenCalledWith(PAGE);
    expect(d.login).not.toHaveBeenCalled();
    expect(d.redirect).not.toHaveBeenCalled();
  });

  describe('-10016 (not registered)', () => {
    const unregistered = (c: unknown) =>
      deps({
        login: vi.fn(async () => Promise.reject(new Failure(-10016, '会员不存在'))),
        registerConfig: vi.fn(async () => (c instanceof Error ? Promise.reject(c) : (c as never))),
      });

    it('third_party=1 & bind_mobile=1 → forced bind popup with the auth info, no toast', async () => {
      const d = unregistered(cfg(1, 1));
      d.setHref(`${PAGE}&code=C`);
      expect(await runWeChatLogin(d)).toBe('bind-forced');
      expect(d.openBind).toHaveBeenCalledWith(true, { wx_openid: 'o-1', wx_unionid: 'u-1', userinfo: OPENID.userinfo });
      expect(d.showError).not.toHaveBeenCalled();
      expect(d.goLogin).not.toHaveBeenCalled();
    });

    it('third_party=0 → the login page', async () => {
      const d = unregistered(cfg(0, 1));
      d.setHref(`${PAGE}&code=C`);
      expect(await runWeChatLogin(d)).toBe('login-page');
      expect(d.goLogin).toHaveBeenCalledTimes(1);
      expect(d.openBind).not.toHaveBeenCalled();
    });

    it('otherwise (or no config) → the bind popup, not forced', async () => {
      const d = unregistered(cfg(1, 0));
      d.setHref(`${PAGE}&code=C`);
      expect(await runWeChatLogin(d)).toBe('bind');
      expect(d.openBind).toHaveBeenCalledWith(false, expect.objectContaining({ wx_openid: 'o-1' }));
      resetWeChatFlow();
      const e = unregistered(new Error('offline'));
      e.setHref(`${PAGE}&code=C`);
      expect(await runWeChatLogin(e)).toBe('bind');
    });

    it('login-only -10016: authInfo leaves storage but the bind popup still gets the open id', async () => {
      const d = unregistered(cfg(1, 1));
      d.exchange = vi.fn(async () => ({ openid: 'o-3', unionid: 'u-3', userinfo: null }));
      d.setHref(`${PAGE}&code=C`);
      expect(await runWeChatLogin(d)).toBe('bind-forced');
      expect(d.local.data.has('authInfo')).toBe(false);
      expect(d.openBind).toHaveBeenCalledWith(true, { wx_openid: 'o-3', wx_unionid: 'u-3', userinfo: null });
    });
  });
});
