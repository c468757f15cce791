import { describe, expect, it } from 'vitest';
import { mapStore } from '../shared/lib/storage';
import { isWeChat } from './wechat';
import {
  authCodeFromUrl,
  authStateFromUrl,
  decideLoginCall,
  decideUnregistered,
  decideWeChatEntry,
  markRedirect,
  REDIRECT_GUARD_MS,
  redirectedRecently,
  stripAuthParams,
  type WeChatEntryInput,
} from './wechatAuth';

const WX_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI';
const PAGE = 'https://mall.example/h5/pages/goods/detail/detail?sku_id=3';

describe('detection and URLs', () => {
  it('recognises the WeChat browser by its user agent', () => {
    expect(isWeChat(WX_UA)).toBe(true);
    expect(isWeChat('Mozilla/5.0 (iPhone) Safari/604.1')).toBe(false);
  });

  it('reads and strips code/state, keeping the other parameters', () => {
    const back = `${PAGE}&code=abc&state=xyz`;
    expect(authCodeFromUrl(back)).toBe('abc');
    expect(authCodeFromUrl(PAGE)).toBeNull();
    expect(authCodeFromUrl(`${PAGE}&code=`)).toBeNull();
    expect(authStateFromUrl(back)).toBe('xyz');
    expect(authStateFromUrl(PAGE)).toBeNull();
    expect(stripAuthParams(back)).toBe(PAGE);
    expect(stripAuthParams('https://mall.example/h5/pages/index/index/index?code=1')).toBe(
      'https://mall.example/h5/pages/index/index/index',
    );
    expect(stripAuthParams('not a url')).toBe('not a url');
  });
});

describe('decideWeChatEntry', () => {
  const base: WeChatEntryInput = { inWeChat: true, hasToken: false, href: PAGE, redirectedThisLoad: false, redirectedRecently: false };
  it('nothing outside WeChat or with a token', () => {
    expect(decideWeChatEntry({ ...base, inWeChat: false })).toEqual({ action: 'none' });
    expect(decideWeChatEntry({ ...base, hasToken: true, href: `${PAGE}&code=c` })).toEqual({ action: 'none' });
  });
  it('a visitor without a code is sent to the auth URL', () => {
    expect(decideWeChatEntry(base)).toEqual({ action: 'redirect' });
  });
  it('a visitor back with a code exchanges it', () => {
    expect(decideWeChatEntry({ ...base, href: `${PAGE}&code=c1&state=s`, redirectedRecently: true })).toEqual({
      action: 'exchange',
      code: 'c1',
      state: 's',
    });
  });
  it('never redirects twice: not again in this page load, nor right after coming back without a code', () => {
    expect(decideWeChatEntry({ ...base, redirectedThisLoad: true })).toEqual({ action: 'stay' });
    expect(decideWeChatEntry({ ...base, redirectedRecently: true })).toEqual({ action: 'stay' });
  });
});

describe('decideLoginCall', () => {
  it('full login with user info, otherwise login-only', () => {
    expect(decideLoginCall({ nickName: 'Wei', avatarUrl: 'https://wx/a.png' })).toBe('auth');
    expect(decideLoginCall({ nickName: 'Wei' })).toBe('auth');
    expect(decideLoginCall({})).toBe('authonlylogin');
    expect(decideLoginCall(null)).toBe('authonlylogin');
    expect(decideLoginCall(undefined)).toBe('authonlylogin');
  });
});

describe('decideUnregistered (-10016)', () => {
  it('third_party=1 & bind_mobile=1 → forced bind popup', () => {
    expect(decideUnregistered({ third_party: 1, bind_mobile: 1 })).toBe('bind-forced');
    expect(decideUnregistered({ third_party: '1', bind_mobile: '1' })).toBe('bind-forced');
  });
  it('third_party=0 → login page', () => {
    expect(decideUnregistered({ third_party: 0, bind_mobile: 1 })).toBe('login-page');
    expect(decideUnregistered({ third_party: 0, bind_mobile: 0 })).toBe('login-page');
  });
  it('otherwise → the bind popup too', () => {
    expect(decideUnregistered({ third_party: 1, bind_mobile: 0 })).toBe('bind');
    expect(decideUnregistered({})).toBe('bind');
    expect(decideUnregistered(null)).toBe('bind');
  });
});

describe('redirect guard mark', () => {
  it('is recent within the guard window, read once, and ignored when old or corrupt', () => {
    const s = mapStore();
    expect(redirectedRecently(s, 1000)).toBe(false);
    markRedirect(s, 1000);
    expect(redirectedRecently(s, 1000 + REDIRECT_GUARD_MS - 1)).toBe(true);
    expect(redirectedRecently(s, 1000 + 1)).toBe(false); // consumed
    markRedirect(s, 1000);
    expect(redirectedRecently(s, 1000 + REDIRECT_GUARD_MS)).toBe(false);
    s.setItem('wechatAuthRedirect', 'x');
    expect(redirectedRecently(s, 1000)).toBe(false);
  });
});
