import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { demoToken, shopperCall } from './support/shopper';

afterAll(closeBrowser);

type Item = { id: number; name: string; is_default: number };

/** A fresh shopper (the demo shopper's address book is used by the checkout journeys). */
const newShopper = async (base: string, tag: string): Promise<string> => {
  const username = `addr${tag}${Date.now().toString(36)}`.slice(0, 20);
  return (await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' })).token;
};

const bookOf = async (base: string, token: string): Promise<Item[]> =>
  (await shopperCall<{ list: Item[] }>(base, '/api/memberaddress/page', { page: 1, page_size: 50 }, token)).list;

/** Picks province → city → district in the region Cascader and confirms. */
const pickRegion = async (page: Page, names: [string, string, string], confirm: string) => {
  await page.getByTestId('address-region').click();
  const popup = page.locator('.adm-cascader');
  await popup.waitFor();
  for (const [level, name] of names.entries()) {
    await popup
      .locator('.adm-check-list-item:visible', { hasText: new RegExp(`^${name}$`) })
      .first()
      .click();
    // Wait for the next level's tab before picking in it: a province and its city can share a name (北京市),
    // and a click resolved before the switch would hold on to the province's list as it is hidden.
    // The tab appearing is not enough: wait until it is the active one, so the province's list is hidden.
    if (level < names.length - 1) {
      await expect.poll(() => popup.locator('.adm-tabs-tab').count()).toBeGreaterThan(level + 1);
      await expect
        .poll(() =>
          popup.locator('.adm-tabs-tab').evaluateAll((tabs) => tabs.findIndex((t) => t.classList.contains('adm-tabs-tab-active'))),
        )
        .toBe(level + 1);
    }
  }
  await popup.locator('.adm-cascader-header-button', { hasText: confirm }).click();
  await expect.poll(async () => (await page.getByTestId('address-region').textContent())?.trim()).toBe(names.join(' '));
  await popup.waitFor({ state: 'hidden' });
};

/** Lets a dialog or popup finish its animation before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(500);

const saveAndExpect = async (page: Page, message: string) => {
  await page.getByTestId('address-save').click();
  await page.locator('.adm-toast-main', { hasText: message }).waitFor();
  await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
};

describe('address book', () => {
  it('zh-cn: add with validation and location, edit, set default, delete with confirmation, choose for a page', async () => {
    const base = inject('baseUrl');
    const token = await newShopper(base, 'z');
    const { page, context } = await openPhone({ storage: { token } });
    await context.grantPermissions(['geolocation'], { origin: base });
    await context.setGeolocation({ latitude: 22.5375, longitude: 113.9473 });

    // Empty book: the empty state offers the add button.
    await page.goto(`${base}/h5/otherpages/member/address`);
    await expect.poll(() => page.title()).toContain('收货地址');
    await page.getByText('您还没有收货地址').waitFor();
    await shot(page, 'address-empty-zh-cn');
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await expect.poll(() => page.url()).toContain('/otherpages/member/address_edit');
    await page.locator('.m-navbar__title', { hasText: '新增收货地址' }).waitFor();

    // Field by field validation, in form order.
    await saveAndExpect(page, '请输入收货人姓名');
    await page.getByTestId('address-name').fill('陈小明');
    await saveAndExpect(page, '请输入手机号');
    await page.getByTestId('address-mobile').fill('1380000');
    await saveAndExpect(page, '请输入正确的手机号');
    await page.getByTestId('address-mobile').fill('13800001111');
    await saveAndExpect(page, '请选择省市区县');
    await pickRegion(page, ['广东省', '深圳市', '南山区'], '确认');
    await saveAndExpect(page, '请输入详细地址');
    await page.getByTestId('address-detail').fill('科技南十二路2号');
    await page.getByTestId('address-locate').click();
    await expect.poll(async () => (await page.getByTestId('address-coords').textContent()) ?? '').toContain('113.947300, 22.537500');
    await shot(page, 'address-form-zh-cn');
    await page.getByTestId('address-save').click();

    // Back in the list: the first address is the default and can do local delivery.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/h5/otherpages/member/address');
    await page.getByTestId('address-item').first().waitFor();
    expect(await page.getByTestId('address-default-tag').count()).toBe(1);
    await page.getByText('已定位').waitFor();
    let book = await bookOf(base, token);
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({ name: '陈小明', is_default: 1, type: 2 });
    const firstId = book[0].id;

    // A second address (no coordinates) from the footer button.
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-name').fill('李雷');
    await page.getByTestId('address-mobile').fill('13900002222');
    await page.getByTestId('address-telephone').fill('010-12345678');
    await pickRegion(page, ['北京市', '北京市', '朝阳区'], '确认');
    await page.getByTestId('address-detail').fill('建国路88号');
    await page.getByTestId('address-save').click();
    await expect.poll(async () => page.getByTestId('address-item').count()).toBe(2);
    book = await bookOf(base, token);
    const secondId = book.find((a) => a.name === '李雷')!.id;
    expect(book[0].id).toBe(firstId);

    // Edit the second one.
    await page.locator(`[data-testid="address-item"][data-id="${secondId}"]`).getByTestId('address-edit').click();
    await page.locator('.m-navbar__title', { hasText: '编辑收货地址' }).waitFor();
    await expect.poll(() => page.getByTestId('address-name').inputValue()).toBe('李雷');
    expect((await page.getByTestId('address-region').textContent())?.trim()).toBe('北京市 北京市 朝阳区');
    await page.getByTestId('address-name').fill('李雷雷');
    await page.getByTestId('address-save').click();
    await page.locator(`[data-testid="address-item"][data-id="${secondId}"]`, { hasText: '李雷雷' }).waitFor();

    // Set it as default: the tag moves and it goes first.
    await page.locator(`[data-testid="address-item"][data-id="${secondId}"]`).getByTestId('address-set-default').click();
    await page.getByText('已设为默认地址').waitFor();
    await expect.poll(async () => page.getByTestId('address-item').first().getAttribute('data-id')).toBe(String(secondId));
    await expect
      .poll(async () => page.locator(`[data-testid="address-item"][data-id="${secondId}"]`).getAttribute('data-default'))
      .toBe('1');
    await shot(page, 'address-list-zh-cn');
    await useTheme(page, 'green');
    await shot(page, 'address-list-zh-cn-green');
    await useTheme(page, 'default');

    // Delete the default with confirmation: cancel keeps it, confirm removes it and the other becomes default.
    const second = page.locator(`[data-testid="address-item"][data-id="${secondId}"]`);
    await second.getByTestId('address-delete').click();
    await page.getByText('确定要删除该收货地址吗？').waitFor();
    await settle(page);
    await shot(page, 'address-delete-confirm-zh-cn');
    await page.locator('.adm-dialog-button', { hasText: '取消' }).click();
    await page.locator('.adm-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('address-item').count()).toBe(2);
    await second.getByTestId('address-delete').click();
    await page.locator('.adm-dialog-button', { hasText: '确认' }).click();
    await expect.poll(async () => page.getByTestId('address-item').count()).toBe(1);
    await expect.poll(async () => page.getByTestId('address-item').first().getAttribute('data-default')).toBe('1');
    book = await bookOf(base, token);
    expect(book.map((a) => [a.id, a.is_default])).toEqual([[firstId, 1]]);

    // Select mode: tapping an address returns to `back` with address_id.
    const back = '/pages/member/index/index?from=address';
    await page.goto(`${base}/h5/otherpages/member/address?back=${encodeURIComponent(back)}`);
    await page.getByText('请选择收货地址').waitFor();
    await shot(page, 'address-select-zh-cn');
    await page.locator(`[data-testid="address-item"][data-id="${firstId}"]`).getByTestId('address-choose').click();
    await expect.poll(() => page.url()).toContain(`/pages/member/index/index?from=address&address_id=${firstId}`);

    // The member centre lists the address book among its services.
    await page.locator('[data-service="address"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/h5/otherpages/member/address');
    await context.close();
  });

  it('en-us: validation in English, add, default tag, delete confirmation; the demo shopper has a default address', async () => {
    const base = inject('baseUrl');
    const token = await newShopper(base, 'e');
    const { page, context } = await openPhone({ lang: 'en-us', storage: { token } });
    await page.goto(`${base}/h5/otherpages/member/address_edit`);
    await page.locator('.m-navbar__title', { hasText: 'New Address' }).waitFor();
    await saveAndExpect(page, 'Please enter the consignee name');
    await page.getByTestId('address-name').fill('Li Lei');
    await page.getByTestId('address-mobile').fill('23900002222');
    await saveAndExpect(page, 'Please enter a valid mobile number');
    await page.getByTestId('address-mobile').fill('13900002222');
    await saveAndExpect(page, 'Please choose the province, city and district');
    // Locate me fills the empty region from the point (the nearest district centre).
    await context.grantPermissions(['geolocation'], { origin: base });
    await context.setGeolocation({ latitude: 31.2235, longitude: 121.4856 });
    await page.getByTestId('address-locate').click();
    await expect.poll(async () => (await page.getByTestId('address-region').textContent()) ?? '').toContain('上海市 上海市 黄浦区');
    await page.getByTestId('address-detail').fill('300 Middle Huaihai Road');
    await shot(page, 'address-form-en-us');
    await page.getByTestId('address-save').click();
    await expect.poll(async () => (await bookOf(base, token)).length).toBe(1);

    await page.goto(`${base}/h5/otherpages/member/address`);
    await expect.poll(() => page.title()).toContain('Addresses');
    await page.getByTestId('address-default-tag').getByText('Default').waitFor();
    await shot(page, 'address-list-en-us');
    await useTheme(page, 'blue');
    await shot(page, 'address-list-en-us-blue');
    await page.getByTestId('address-delete').click();
    await page.getByText('Delete this address?').waitFor();
    await settle(page);
    await shot(page, 'address-delete-confirm-en-us');
    await page.locator('.adm-dialog-button', { hasText: 'Confirm' }).click();
    await page.getByText('You have no delivery address yet').waitFor();
    await page.getByRole('button', { name: 'Add address' }).waitFor();
    await page.locator('.adm-dialog').waitFor({ state: 'detached' });
    await shot(page, 'address-empty-en-us');
    await context.close();

    // The seeded demo shopper: one default address with coordinates, shown first.
    const demo = await demoToken(base);
    const d = await openPhone({ storage: { token: demo } });
    await d.page.goto(`${base}/h5/otherpages/member/address`);
    await d.page.getByTestId('address-item').first().waitFor();
    expect(await d.page.getByTestId('address-item').first().getAttribute('data-default')).toBe('1');
    await d.page.getByText('科技南十二路2号', { exact: false }).first().waitFor();
    await shot(d.page, 'address-demo-zh-cn');
    await d.context.close();
  });
});
