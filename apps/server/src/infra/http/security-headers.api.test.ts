import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { PayPayResult } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { goodsSku } from '../../modules/goods';
import { createMember } from '../../modules/member';
import { order } from '../../modules/order/order.tables';
import { placeTestOrder } from '../../modules/order/testing';
import { executableInlineScripts, scriptHashSource } from './security-headers';

/**
 * The headers a browser gets: the H5 shell pages (with their inline start-up scripts allowed by hash and
 * nothing else inline), the sandbox cashier, an API answer and uploaded files.
 */

let api: TestApi;
let dist: string;
let skuId: number;

/** A built H5 in miniature: index.html with its inline theme script, and a manifest of the landing pages. */
const writeDist = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Mall</title>' +
      "<script>\n  (function () { try { var t = localStorage.getItem('themeStyle'); } catch (e) {} })();\n</script>" +
      '<script type="module" crossorigin src="/h5/assets/index-x.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-x.js'), 'export {};\n');
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-x.js' },
      'src/app/boot.tsx': { file: 'assets/boot-x.js', imports: ['index.html'], css: ['assets/boot-x.css'] },
      'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-x.js', css: ['assets/HomePage-x.css'] },
      'src/features/goods/pages/CategoryPage.tsx': { file: 'assets/CategoryPage-x.js' },
      'src/features/goods/pages/GoodsDetailPage.tsx': { file: 'assets/GoodsDetailPage-x.js' },
    }),
  );
  return dir;
};

/** CSP directives by name. */
const csp = (res: Response): Map<string, string[]> =>
  new Map(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

/** What every page must carry: its scripts only from this origin or by hash, no framing, no sniffing. */
const expectPageHeaders = (res: Response, body: string) => {
  const policy = csp(res);
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  for (const script of executableInlineScripts(body)) expect(scriptSrc).toContain(scriptHashSource(script));
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // plain http here: no HSTS, no upgrade of requests
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(res.headers.get('strict-transport-security')).toBeNull();
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
};

beforeAll(async () => {
  dist = writeDist();
  api = await startTestApi({ env: { H5_DIST: dist } });
  skuId = (await api.database.db.select({ id: goodsSku.skuId }).from(goodsSku).orderBy(asc(goodsSku.skuId)).limit(1))[0]!.id;
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('H5 shell pages', () => {
  it('the landing pages and a plain route allow exactly their inline start-up scripts', async () => {
    const plain = '/h5/otherpages/help/list/list';
    const landing = [
      '/h5/',
      '/h5/pages/goods/category/category',
      `/h5/pages/goods/detail/detail?sku_id=${skuId}`,
      '/h5/pages/member/index',
      '/h5/pages/goods/list/list',
      '/h5/pages/goods/cart/cart',
    ];
    const allowed = new Set<string>();
    for (const p of [...landing, plain]) {
      const res = await fetch(`${api.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const body = await res.text();
      expectPageHeaders(res, body);
      const scripts = executableInlineScripts(body);
      // the theme/language script everywhere; the after-first-paint loader on the landing pages; the cart's shell
      // also asks for a member's lines (h5shell-cart.ts)
      expect(scripts.length, p).toBe(p === plain ? 1 : p.includes('/cart/') ? 3 : 2);
      for (const s of scripts) allowed.add(s);
      // the page data is inline, as JSON the browser does not run
      if (p !== plain) expect(body).toMatch(/<script id="mall-boot" type="application\/json">\{/);
    }
    // home, category and detail load their own page code; member, list and cart only the app's here (their page
    // chunks are not in this build's manifest), so they share one loader; with the cart's request for the lines:
    // six distinct scripts, all allowed
    expect(allowed.size).toBe(6);
  });

  it('a script smuggled into the page data is not run: it sits in JSON, and no hash allows it', async () => {
    const res = await fetch(`${api.url}/h5/pages/goods/detail/detail?sku_id=${skuId}`);
    const body = await res.text();
    const data = /<script id="mall-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(data).not.toMatch(/<\/?script/i);
    expect(csp(res).get('script-src')).not.toContain(scriptHashSource(data));
  });

  it('the app files are served with nosniff under the same policy', async () => {
    const res = await fetch(`${api.url}/h5/assets/index-x.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp(res).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('sandbox cashier', () => {
  it('cannot be framed, runs no inline script and posts only to this origin', async () => {
    const db = api.database.db;
    const memberId = await createMember(db, { username: `headers_${process.pid}` });
    const token = api.deps.tokens.issue(memberId, 0);
    const o = await placeTestOrder(db, { memberId, lines: [{ skuId, num: 1 }], status: 0 });
    await db
      .update(order)
      .set({ payMoney: sql`${order.orderMoney}`, balanceMoney: 0, outTradeNo: '' })
      .where(eq(order.orderId, o.orderId));
    const outTradeNo = (await api.post<string>('/api/order/pay', { token, order_ids: o.orderId })).data;
    const started = await api.post<PayPayResult>('/api/pay/pay', { token, out_trade_no: outTradeNo, pay_type: 'sandbox', app_type: 'h5' });
    expect(started.code).toBe(0);
    const url = new URL((started.data as { url: string }).url);
    const res = await fetch(`${api.url}${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('确认支付');
    expectPageHeaders(res, body);
    expect(executableInlineScripts(body)).toEqual([]);
    // its forms post to this origin's confirm and cancel
    expect([...body.matchAll(/<form[^>]*action="([^"]+)"/g)].map((m) => m[1])).toEqual(['/pay/sandbox/confirm', '/pay/sandbox/cancel']);
  });
});

describe('API answers', () => {
  it('JSON with nosniff, still compressed for clients that accept it', async () => {
    const res = await fetch(`${api.url}/api/goodssku/page`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(((await res.json()) as { code: number }).code).toBe(0);
  });
});

describe('uploads', () => {
  it('answers pictures as pictures, under a policy that runs nothing, and refuses anything else', async () => {
    const dir = path.join(api.config.uploadDir, 'headers');
    fs.mkdirSync(dir, { recursive: true });
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'a.jpg'), jpeg);
    fs.writeFileSync(path.join(dir, 'evil.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    fs.writeFileSync(path.join(dir, 'evil.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(dir, 'evil'), '<script>alert(1)</script>');

    const res = await fetch(`${api.url}/upload/headers/a.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // a storefront on another origin may show it
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true);

    for (const name of ['evil.svg', 'evil.html', 'evil', 'EVIL.HTML']) {
      const refused = await fetch(`${api.url}/upload/headers/${name}`);
      expect(refused.status, name).toBe(404);
      expect(await refused.text()).not.toContain('<script');
    }
  });
});
