import { describe, expect, it, vi } from 'vitest';
import type { AddonFlags, DefaultImages } from '@mall/contract';
import { mapStore } from '../shared/lib/storage';
import { appStartupDeps, applyInitConfig, applyLocation, checkBaseUrl, runStartup, runWeChatVisitor, type StartupDeps } from './startup';

// The WeChat flow has its own tests (features/login/wechat.test.ts); here only its wiring.
const wechatFlow = vi.hoisted(() => ({ runWeChatLogin: vi.fn(async () => 'redirected') }));
vi.mock('../features/login/wechat', () => wechatFlow);

const HZ = { latitude: 30.2741, longitude: 120.1551 }; // Hangzhou
const NEAR = { latitude: 30.3741, longitude: 120.1551 }; // 11.13 km north
const FAR = { latitude: 30.4741, longitude: 120.1551 }; // 22.26 km north

describe('step 1: base URL', () => {
  it('stores the base URL on first start without clearing anything', () => {
    const s = mapStore({ lang: 'en-us' });
    expect(checkBaseUrl(s, 'https://a.example')).toBe(false);
    expect(s.data.get('baseUrl')).toBe('https://a.example');
    expect(s.data.get('lang')).toBe('en-us');
  });

  it('keeps storage when the base URL is unchanged', () => {
    const s = mapStore({ baseUrl: 'https://a.example', token: 't' });
    expect(checkBaseUrl(s, 'https://a.example')).toBe(false);
    expect(s.data.get('token')).toBe('t');
  });

  it('clears all local storage when the base URL changed, then stores the new one', () => {
    const s = mapStore({ baseUrl: 'https://old.example', token: 't', store: '{"id":1}', lang: 'en-us' });
    expect(checkBaseUrl(s, 'https://new.example')).toBe(true);
    expect([...s.data.entries()]).toEqual([['baseUrl', 'https://new.example']]);
  });
});

describe('step 2: location and the 20 km store rule', () => {
  it('stores the first location and keeps the store', () => {
    const s = mapStore({ store: '{"store_id":3}' });
    expect(applyLocation(s, HZ)).toBe(false);
    expect(JSON.parse(s.data.get('location')!)).toEqual(HZ);
    expect(s.data.get('store')).toBe('{"store_id":3}');
  });

  it('keeps the chosen store after moving less than 20 km', () => {
    const s = mapStore({ location: JSON.stringify(HZ), store: '{"store_id":3}' });
    expect(applyLocation(s, NEAR)).toBe(false);
    expect(s.data.get('store')).toBe('{"store_id":3}');
    expect(JSON.parse(s.data.get('location')!)).toEqual(NEAR);
  });

  it('clears the chosen store after moving 20 km or more', () => {
    const s = mapStore({ location: JSON.stringify(HZ), store: '{"store_id":3}' });
    expect(applyLocation(s, FAR)).toBe(true);
    expect(s.data.has('store')).toBe(false);
    expect(JSON.parse(s.data.get('location')!)).toEqual(FAR);
  });

  it('treats a corrupt previous location as absent', () => {
    const s = mapStore({ location: 'not json', store: 'x' });
    expect(applyLocation(s, FAR)).toBe(false);
    expect(s.data.get('store')).toBe('x');
  });
});

describe('step 4: init config', () => {
  it('applies cart count, theme, add-ons and default images', () => {
    const target = { setCartCount: vi.fn(), setTheme: vi.fn(), setAddons: vi.fn(), setDefaultImg: vi.fn() };
    applyInitConfig(
      {
        cart_count: 4,
        style_theme: 'blue',
        addon_is_exit: { coupon: 1, seckill: 0 } as AddonFlags,
        default_img: { default_goods_img: 'upload/default/goods.png' } as DefaultImages,
      },
      target,
    );
    expect(target.setCartCount).toHaveBeenCalledWith(4);
    expect(target.setTheme).toHaveBeenCalledWith('blue');
    expect(target.setAddons).toHaveBeenCalledWith({ coupon: 1, seckill: 0 });
    expect(target.setDefaultImg).toHaveBeenCalledWith({ default_goods_img: 'upload/default/goods.png' });
  });

  it('falls back to the default theme and a zero count', () => {
    const target = { setCartCount: vi.fn(), setTheme: vi.fn(), setAddons: vi.fn(), setDefaultImg: vi.fn() };
    applyInitConfig({ cart_count: Number.NaN }, target);
    expect(target.setCartCount).toHaveBeenCalledWith(0);
    expect(target.setTheme).toHaveBeenCalledWith('default');
    expect(target.setAddons).not.toHaveBeenCalled();
  });
});

const deps = (over: Partial<StartupDeps> = {}): StartupDeps & { store: ReturnType<typeof mapStore> } => {
  const store = mapStore();
  return {
    store,
    currentBaseUrl: 'https://mall.example',
    locate: vi.fn(async () => null),
    getToken: vi.fn(() => null),
    fetchMemberInfo: vi.fn(async () => ({ member_id: 1, nickname: 'demo' })),
    setMember: vi.fn(),
    fetchInitConfig: vi.fn(async () => ({ cart_count: 2, style_theme: 'green' })),
    config: { setCartCount: vi.fn(), setTheme: vi.fn(), setAddons: vi.fn(), setDefaultImg: vi.fn() },
    onStorageCleared: vi.fn(),
    isWeChat: vi.fn(() => false),
    onWeChatVisitor: vi.fn(),
    ...over,
  } as StartupDeps & { store: ReturnType<typeof mapStore> };
};

describe('runStartup', () => {
  it('checks the base URL synchronously, before any network step', () => {
    const d = deps();
    d.store.setItem('baseUrl', 'https://old.example');
    d.store.setItem('token', 't');
    void runStartup(d);
    expect(d.store.data.get('baseUrl')).toBe('https://mall.example');
    expect(d.store.data.has('token')).toBe(false);
    expect(d.onStorageCleared).toHaveBeenCalledTimes(1);
  });

  it('fetches member info only when a token exists', async () => {
    const visitor = deps();
    await runStartup(visitor);
    expect(visitor.fetchMemberInfo).not.toHaveBeenCalled();

    const member = deps({ getToken: () => 'tok' });
    await runStartup(member);
    expect(member.fetchMemberInfo).toHaveBeenCalledTimes(1);
    expect(member.setMember).toHaveBeenCalledWith({ member_id: 1, nickname: 'demo' });
  });

  it('stores the location it gets and applies the init config', async () => {
    const d = deps({ locate: async () => HZ });
    await runStartup(d);
    expect(JSON.parse(d.store.data.get('location')!)).toEqual(HZ);
    expect(d.config.setCartCount).toHaveBeenCalledWith(2);
    expect(d.config.setTheme).toHaveBeenCalledWith('green');
  });

  it('tolerates failures of location, member info and config', async () => {
    const d = deps({
      getToken: () => 'tok',
      locate: async () => {
        throw new Error('denied');
      },
      fetchMemberInfo: async () => {
        throw new Error('-10010');
      },
      fetchInitConfig: async () => {
        throw new Error('offline');
      },
    });
    await expect(runStartup(d)).resolves.toBeUndefined();
    expect(d.setMember).not.toHaveBeenCalled();
    expect(d.store.data.has('location')).toBe(false);
  });

  it('calls the WeChat hook only inside WeChat without a valid token', async () => {
    let token: string | null = 'bad';
    const d = deps({
      isWeChat: () => true,
      getToken: () => token,
      fetchMemberInfo: async () => {
        token = null; // the request client dropped an invalid token
        throw new Error('-10009');
      },
    });
    await runStartup(d);
    expect(d.onWeChatVisitor).toHaveBeenCalledTimes(1);

    const outside = deps({ isWeChat: () => false });
    await runStartup(outside);
    expect(outside.onWeChatVisitor).not.toHaveBeenCalled();

    const member = deps({ isWeChat: () => true, getToken: () => 'ok' });
    await runStartup(member);
    expect(member.onWeChatVisitor).not.toHaveBeenCalled();
  });
});

describe('WeChat hook wiring', () => {
  it('the app deps run the social-login flow as the WeChat visitor hook', async () => {
    wechatFlow.runWeChatLogin.mockClear();
    const d = appStartupDeps();
    expect(d.onWeChatVisitor).toBe(runWeChatVisitor);
    await d.onWeChatVisitor?.();
    expect(wechatFlow.runWeChatLogin).toHaveBeenCalledTimes(1);
  });

  it('a failing flow leaves the shopper a visitor (the hook never throws)', async () => {
    wechatFlow.runWeChatLogin.mockRejectedValueOnce(new Error('chunk load failed'));
    await expect(runWeChatVisitor()).resolves.toBeUndefined();
  });

  it('runs after the member step once an invalid token was removed, inside WeChat only', async () => {
    const hook = vi.fn();
    let token: string | null = 'expired';
    await runStartup(
      deps({
        isWeChat: () => true,
        getToken: () => token,
        fetchMemberInfo: async () => {
          token = null;
          throw new Error('-10010');
        },
        onWeChatVisitor: hook,
      }),
    );
    expect(hook).toHaveBeenCalledTimes(1);
  });
});
