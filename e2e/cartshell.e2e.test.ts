import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { closeBrowser, openPhone, shot } from './support/browser';
import { shopperCall } from './support/shopper';

afterAll(closeBrowser);

/** A shopper of this journey's own (the demo shopper's cart is shared with other journeys), with two lines. */
const shopperWithLines = async (base: string, username: string): Promise<{ token: string; names: string[] }> => {
  const { token } = await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' });
  const goods = await shopperCall<{ list: { sku_id: number; stock: number }[] }>(base, '/api/goodssku/page', { page: 1, page_size: 10 });
  const [a, b] = goods.list.filter((g) => g.stock > 5);
  await shopperCall(base, '/api/cart/add', { sku_id: a!.sku_id, num: 2 }, token);
  await shopperCall(base, '/api/cart/add', { sku_id: b!.sku_id, num: 1 }, token);
  const lines = await shopperCall<{ sku_name: string }[]>(base, '/api/cart/goodslists', {}, token);
  return { token, names: lines.map((l) => l.sku_name) };
};

/** Holds every script of the app until released: what the page shows meanwhile is the server's HTML alone. */
const holdScripts = async (page: Page): Promise<() => Promise<void>> => {
  const held: Route[] = [];
  let open = false;
  await page.route(/\/h5\/assets\/.*\.js$/, (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    for (const r of held.splice(0)) await r.continue();
  };
};

const shellCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'mall_shell_token');

describe("the signed-in cart's first screen", () => {
  it('after logging in, the cart opens with its lines and total before the app runs, then the live page; logout clears it', async () => {
    const { page, base, context } = await openPhone();
    const username = `cartshell_zh_${Date.now() % 1_000_000}`;
    const { names } = await shopperWithLines(base, username);

    // Logging in through the app mirrors the token into the shell cookie: HttpOnly, SameSite=Lax, for the pages.
    await page.goto(`${base}/h5/pages/login/login/login`);
    await page.getByPlaceholder('请输入用户名/手机号').fill(username);
    await page.getByPlaceholder('请输入密码').fill('secret123');
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => shellCookie(context), { timeout: 15_000 })
      .toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/h5/pages/' });

    // The cart's HTML itself holds the lines, and the page shows them while the app's code is held back.
    const html = await (await context.request.get(`${base}/h5/pages/goods/cart/cart`)).text();
    for (const name of names) expect(html).toContain(name);
    const release = await holdScripts(page);
    await page.goto(`${base}/h5/pages/goods/cart/cart`, { waitUntil: 'commit' });
    for (const name of names) await expect.poll(() => page.getByText(name, { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('结算(3)', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('共 2 种商品', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('cart-line').count()).toBe(0);
    await shot(page, 'cart-first-html-zh-cn');

    // Then the app draws the live page in its place: the same lines, now with working controls.
    await release();
    await expect.poll(() => page.getByTestId('cart-line').count(), { timeout: 30_000 }).toBe(2);
    for (const name of names) await expect.poll(() => page.getByTestId('cart-page').getByText(name, { exact: true }).count()).toBe(1);
    await expect.poll(async () => (await page.getByTestId('cart-settle').textContent())?.trim()).toBe('结算(3)');

    // Logging out clears the cookie: the cart's HTML no longer knows the shopper.
    await page.goto(`${base}/h5/pages/member/index/index`);
    await page.getByTestId('member-logout').click();
    await page.locator('.adm-dialog').getByText('确认', { exact: true }).click();
    await page.getByTestId('member-login').waitFor();
    await expect.poll(() => shellCookie(context), { timeout: 15_000 }).toBeUndefined();
    const after = await (await context.request.get(`${base}/h5/pages/goods/cart/cart`)).text();
    for (const name of names) expect(after).not.toContain(name);
    await context.close();
  });

  it('in English, the first HTML shows the count, the total and the check-out button in English', async () => {
    const { base } = await openPhone();
    const { token, names } = await shopperWithLines(base, `cartshell_en_${Date.now() % 1_000_000}`);
    const { page, context } = await openPhone({ lang: 'en-us', storage: { token } });
    // As the app does once a stored token is found: mirrored into the cookie.
    expect(((await (await context.request.post(`${base}/h5/session`, { form: { token } })).json()) as { code: number }).code).toBe(0);
    const release = await holdScripts(page);
    await page.goto(`${base}/h5/pages/goods/cart/cart`, { waitUntil: 'commit' });
    await expect.poll(() => page.getByText('Check out (3)', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('2 item(s)', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Cart', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText('结算(3)', { exact: true }).isVisible()).toBe(false);
    for (const name of names) await expect.poll(() => page.getByText(name, { exact: true }).first().isVisible()).toBe(true);
    await shot(page, 'cart-first-html-en-us');
    await release();
    await expect.poll(() => page.getByTestId('cart-line').count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(async () => (await page.getByTestId('cart-settle').textContent())?.trim()).toBe('Check out (3)');
    await context.close();
  });
});
