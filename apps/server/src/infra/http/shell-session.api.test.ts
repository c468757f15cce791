import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartGoodsRow, RegisterResult } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';

/**
 * The H5's token mirrored into the shell cookie (shell-session.ts): who may set it, what it holds, and what it lets
 * the server do (draw that member's cart into the cart's shell) and not do (stand in for the API's token).
 */

let api: TestApi;
let dist: string;
let token: string;
let otherToken: string;
let lines: CartGoodsRow[];

/** A built H5 in miniature: index.html and an empty manifest. */
const writeDist = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Mall</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  return dir;
};

const session = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/h5/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });

/** The cookie's value and attributes from a Set-Cookie header. */
const cookieOf = (res: Response) => {
  const [pair = '', ...attrs] = (res.headers.get('set-cookie') ?? '').split(';').map((s) => s.trim());
  return { pair, attrs };
};

const cartPage = (cookie?: string) =>
  fetch(`${api.url}/h5/pages/goods/cart/cart`, { headers: cookie ? { cookie } : {} }).then(async (res) => ({
    res,
    body: await res.text(),
  }));

beforeAll(async () => {
  dist = writeDist();
  api = await startTestApi({ env: { H5_DIST: dist } });
  token = await api.login();
  const other = await api.post<RegisterResult>('/api/register/username', { username: 'shell_member_b', password: 'secret123' });
  otherToken = other.data.token;
  await api.post('/api/cart/clear', { token });
  const skus = await api.get<{ list: { sku_id: number }[] }>('/api/goodssku/page', { page: 1, page_size: 2 });
  await api.post('/api/cart/add', { token, sku_id: skus.data.list[0]!.sku_id, num: 2 });
  await api.post('/api/cart/add', { token, sku_id: skus.data.list[1]!.sku_id, num: 1 });
  lines = (await api.get<CartGoodsRow[]>('/api/cart/goodslists', { token })).data;
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the shell cookie', () => {
  it('holds a valid token for the app pages, unreadable by scripts, until the token expires', async () => {
    const res = await session({ token });
    expect(await res.json()).toMatchObject({ code: 0 });
    const { pair, attrs } = cookieOf(res);
    expect(pair).toBe(`mall_shell_token=${token}`);
    expect(attrs).toEqual(expect.arrayContaining(['Path=/h5/pages/', 'HttpOnly', 'SameSite=Lax']));
    // plain http here: not Secure
    expect(attrs).not.toContain('Secure');
    const maxAge = Number(attrs.find((a) => a.startsWith('Max-Age='))?.slice(8));
    expect(maxAge).toBeGreaterThan(3600);
  });

  it('is cleared by a call without a token (logout) and by a token that no longer works', async () => {
    const out = await session({});
    expect(await out.json()).toMatchObject({ code: 0 });
    expect(cookieOf(out).pair).toBe('mall_shell_token=');
    expect(cookieOf(out).attrs).toContain('Max-Age=0');

    const forged = `${token.split('.')[0]}.not-the-signature`;
    const bad = await session({ token: forged }, { 'accept-language': 'en-US' });
    expect(await bad.json()).toMatchObject({ code: -10010, message: 'Login expired, please log in again' });
    expect(cookieOf(bad).attrs).toContain('Max-Age=0');
  });

  it('refuses a malformed token and a request sent by another site, in the caller language', async () => {
    const malformed = await session({ token: 'a b;c' });
    expect(await malformed.json()).toMatchObject({ code: -1, message: '参数token格式错误' });
    expect(malformed.headers.get('set-cookie')).toBeNull();

    const elsewhere: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://elsewhere.example' }];
    for (const headers of elsewhere) {
      const res = await session({ token }, { ...headers, 'accept-language': 'en-US' });
      expect(await res.json()).toMatchObject({ code: -1, message: 'Requests from other sites are not accepted' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const zh = await session({ token }, { 'sec-fetch-site': 'same-site' });
    expect(await zh.json()).toMatchObject({ code: -1, message: '不接受来自其他网站的请求' });
  });
});

describe("the cart's shell", () => {
  it("draws the member's lines, total and count for the member the cookie names, and keeps that page private", async () => {
    const { res, body } = await cartPage(`mall_shell_token=${token}`);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const root = /<div id="root">([\s\S]*?)<\/div><script id="mall-boot"/.exec(body)?.[1] ?? '';
    for (const l of lines) expect(root).toContain(l.sku_name);
    expect(root).toContain('共 2 种商品');
    const fen = lines.reduce((s, l) => s + Math.round(Number(l.discount_price) * 100) * l.num, 0);
    const total = (fen / 100).toFixed(2);
    expect(root).toContain(`<span class="m-price__int">${total.slice(0, -3)}</span><span class="m-price__dec">${total.slice(-3)}</span>`);
    expect(root).toContain('结算(3)');
  });

  it('draws no lines for a visitor, a forged cookie or another member with an empty cart', async () => {
    for (const cookie of [undefined, 'mall_shell_token=abc.def', `mall_shell_token=${otherToken}`, `other=${token}`]) {
      const { res, body } = await cartPage(cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      for (const l of lines) expect(body).not.toContain(l.sku_name);
      expect(body).toContain('<span class="fp-zh">购物车</span>');
    }
  });

  it('stops drawing the lines once the token is revoked (a password change logs every device out)', async () => {
    const b = await api.login('shell_member_b', 'secret123');
    await api.post('/api/cart/add', { token: b, sku_id: lines[0]!.sku_id, num: 1 });
    expect((await cartPage(`mall_shell_token=${b}`)).body).toContain(lines[0]!.sku_name);
    const changed = await api.post('/api/member/modifypassword', { token: b, old_password: 'secret123', new_password: 'secret456' });
    expect(changed.code).toBe(0);
    expect((await cartPage(`mall_shell_token=${b}`)).body).not.toContain(lines[0]!.sku_name);
  });
});

describe('the API', () => {
  it('never takes the cookie for the token: a member endpoint without `token` still asks for a login', async () => {
    const res = await fetch(`${api.url}/api/cart/goodslists`, { headers: { cookie: `mall_shell_token=${token}` } });
    expect(await res.json()).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
    const add = await fetch(`${api.url}/api/cart/add`, {
      method: 'POST',
      headers: { cookie: `mall_shell_token=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sku_id: String(lines[0]!.sku_id), num: '1' }),
    });
    expect(await add.json()).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
    expect((await api.get<CartGoodsRow[]>('/api/cart/goodslists', { token })).data.map((l) => l.num)).toEqual(lines.map((l) => l.num));
  });
});
