import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDON_KEYS, THEMES, type CaptchaConfig, type InitConfig, type RegisterConfig, type RegisterRewardConfig } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { putSetting } from '../settings';
import { putRegisterConfig, REGISTER_CONFIG_DEFAULTS } from './member.service';

/** The start-up and login-page settings endpoints (spec §3, §7). */
describe('config endpoints', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('/api/config/init answers every field, all 20 add-on flags and cart_count 0 for a visitor', async () => {
    const res = await api.get<InitConfig>('/api/config/init');
    expect(res.code).toBe(0);
    expect(typeof res.timestamp).toBe('number');
    const d = res.data;
    expect(Object.keys(d).sort()).toEqual(
      ['addon_is_exit', 'cart_count', 'default_img', 'development', 'diy_bottom_nav', 'style_theme', 'wholesale_cart_count'].sort(),
    );
    expect(d.cart_count).toBe(0);
    expect(d.wholesale_cart_count).toBe(0);
    expect(THEMES).toContain(d.style_theme);
    expect(Object.keys(d.addon_is_exit).sort()).toEqual([...ADDON_KEYS].sort());
    for (const v of Object.values(d.addon_is_exit)) expect([0, 1]).toContain(v);
    expect(typeof d.diy_bottom_nav).toBe('object');
    expect([0, 1]).toContain(d.development);
    expect(d.default_img.default_goods_img).toMatch(/\S/);
    expect(d.default_img.default_headimg).toMatch(/\S/);
  });

  it('/api/config/init ignores a bad token (optional login) and counts the cart for a member', async () => {
    const bad = await api.get<InitConfig>('/api/config/init', { token: 'nonsense.token' });
    expect(bad.code).toBe(0);
    expect(bad.data.cart_count).toBe(0);
    const token = await api.login();
    const res = await api.get<InitConfig>('/api/config/init', { token });
    expect(res.code).toBe(0);
    expect(res.data.cart_count).toBe(0);
  });

  it('/api/config/defaultimg answers the eight default images', async () => {
    const res = await api.get<Record<string, string>>('/api/config/defaultimg');
    expect(res.code).toBe(0);
    for (const k of ['goods', 'shop', 'category', 'city', 'supply', 'store', 'brand']) expect(res.data[`default_${k}_img`]).toMatch(/\S/);
    expect(res.data.default_headimg).toMatch(/\S/);
  });

  it('/api/diyview/style and /api/addon/addonisexit', async () => {
    const style = await api.get<{ style_theme: string }>('/api/diyview/style');
    expect(style.code).toBe(0);
    expect(THEMES).toContain(style.data.style_theme);
    const addons = await api.get<Record<string, number>>('/api/addon/addonisexit');
    expect(Object.keys(addons.data).sort()).toEqual([...ADDON_KEYS].sort());
  });

  it('/api/config/time answers the server time in seconds', async () => {
    const res = await api.get<number>('/api/config/time');
    expect(res.code).toBe(0);
    expect(Math.abs(res.data - Date.now() / 1000)).toBeLessThan(10);
  });

  it('/api/config/getCaptchaConfig follows the setting', async () => {
    const off = await api.get<CaptchaConfig>('/api/config/getCaptchaConfig');
    expect(off.code).toBe(0);
    expect(off.data.value.shop_reception_login).toBe(0);
    expect(off.data.config_key).toBe('CAPTCHA_CONFIG');
    await putSetting(api.database.db, 'CAPTCHA_CONFIG', { shop_reception_login: 1 });
    const on = await api.get<CaptchaConfig>('/api/config/getCaptchaConfig');
    expect(on.data.value.shop_reception_login).toBe(1);
    await putSetting(api.database.db, 'CAPTCHA_CONFIG', { shop_reception_login: 0 });
  });

  it('/api/register/config answers the config row with the login and register modes', async () => {
    const res = await api.get<RegisterConfig>('/api/register/config');
    expect(res.code).toBe(0);
    expect(res.data.config_key).toBe('REGISTER_CONFIG');
    expect(res.data.is_use).toBe(1);
    expect(res.data.value).toEqual({
      login: 'username,mobile',
      register: 'username,mobile',
      third_party: 0,
      bind_mobile: 0,
      pwd_len: 6,
      pwd_complexity: '',
    });
    for (const k of ['site_id', 'app_module', 'config_desc', 'create_time', 'modify_time']) expect(res.data).toHaveProperty(k);
  });

  it('/api/register/config fills defaults for values the operator left out', async () => {
    await putSetting(api.database.db, 'REGISTER_CONFIG', { third_party: 1 });
    const res = await api.get<RegisterConfig>('/api/register/config');
    expect(res.data.value).toEqual({ ...REGISTER_CONFIG_DEFAULTS, third_party: 1 });
    await putRegisterConfig(api.database.db);
  });

  it('/memberregister/api/Config/Config answers the new-member gift with balance as money', async () => {
    const res = await api.post<RegisterRewardConfig>('/memberregister/api/Config/Config');
    expect(res.code).toBe(0);
    expect(res.data.is_use).toBe(1);
    // The seeded gift includes one platform coupon, listed with the fields the reward popup shows (spec §3).
    expect(res.data.value).toMatchObject({ point: 100, balance: '0.00', growth: 50, coupon: expect.stringMatching(/^\d+$/) });
    expect(res.data.value.coupon_list).toEqual([
      {
        platformcoupon_type_id: Number(res.data.value.coupon),
        platformcoupon_name: '新人专享券',
        type: 'reward',
        money: '10.00',
        discount: '0.0',
        at_least: '59.00',
      },
    ]);
    // Paths are case-insensitive, as the mall's clients use both spellings.
    const lower = await api.get<RegisterRewardConfig>('/memberregister/api/config/config');
    expect(lower.code).toBe(0);
  });

  it('unknown paths answer an error envelope', async () => {
    const res = await api.get('/api/nothing/here');
    expect(res.code).toBeLessThan(0);
    expect(res.message).toMatch(/\S/);
  });
});
