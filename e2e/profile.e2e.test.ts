import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPhone, shot } from './support/browser';
import { operator, unlockSms } from './support/operator';

afterAll(closeBrowser);

// ---------------------------------------------------------------- API helpers (members made for this file, demo untouched)

type Envelope<T> = { code: number; message: string; data: T };

const call = async <T>(
  path: string,
  params: Record<string, string | number> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> => {
  const body = new URLSearchParams({ app_type: 'h5', app_type_name: 'H5' });
  for (const [k, v] of Object.entries(params)) body.set(k, String(v));
  if (token) body.set('token', token);
  const res = await fetch(`${inject('baseUrl')}${path}`, { method: 'POST', body, headers });
  const env = (await res.json()) as Envelope<T>;
  if (env.code < 0) throw new Error(`${path}: ${env.code} ${env.message}`);
  return env.data;
};

interface OutboxRow {
  id: number;
  code: string;
}

const outbox = async (mobile: string): Promise<OutboxRow[]> => {
  const res = await fetch(`${inject('baseUrl')}/api/dev/smsoutbox?mobile=${mobile}`);
  return ((await res.json()) as Envelope<OutboxRow[]>).data ?? [];
};

/** The code of the newest message to `mobile` sent after message `afterId` (polls up to 10 s). */
const codeAfter = async (mobile: string, afterId: number): Promise<string> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await outbox(mobile);
    if (row && row.id > afterId && /^\d{4}$/.test(row.code)) return row.code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${mobile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};
const lastOutboxId = async (mobile: string): Promise<number> => (await outbox(mobile))[0]?.id ?? 0;

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const randomMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const registerByUsername = async (password: string) => {
  const username = `pf_${uniq()}`;
  const { token } = await call<{ token: string }>('/api/register/username', { username, password });
  return { username, token };
};

const registerByMobile = async (mobile: string, password: string) => {
  const { key } = await call<{ key: string }>('/api/register/mobileCode', { mobile });
  const code = await codeAfter(mobile, 0);
  const { token } = await call<{ token: string }>('/api/register/mobile', { mobile, key, code, password });
  return { token, sentAt: Date.now() };
};

// ---------------------------------------------------------------- a real PNG, made here

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer): number => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/** A `size`×`size` RGB PNG in two colours (diagonal split). */
const makePng = (size = 32): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const on = x > y;
      row[1 + x * 3] = on ? 0x17 : 0xff;
      row[2 + x * 3] = on ? 0x86 : 0xc1;
      row[3 + x * 3] = on ? 0xf8 : 0x07;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

// ---------------------------------------------------------------- page helpers

const INFO = '/h5/pages/member/info/info';

const value = (page: Page, name: string) => page.getByTestId(`info-value-${name}`);

/** Back on the info page after a save, with the row showing `text`. */
const expectRow = async (page: Page, name: string, text: string) => {
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/member/info/info');
  await expect.poll(async () => (await value(page, name).textContent())?.trim(), { timeout: 10_000 }).toBe(text);
};

const openRow = async (page: Page, name: string, form: string) => {
  await page.getByTestId(`info-row-${name}`).click();
  await page.getByTestId(form).waitFor();
};

/** A screenshot in zh-cn, then the same page reloaded in en-us (and back to zh-cn). */
const shotBoth = async (page: Page, name: string, ready: string) => {
  await page.getByTestId(ready).waitFor();
  await shot(page, `${name}-zh-cn`);
  await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
  await page.reload();
  await page.getByTestId(ready).waitFor();
  await page.waitForTimeout(300);
  await shot(page, `${name}-en-us`);
  await page.evaluate(() => localStorage.setItem('lang', 'zh-cn'));
  await page.reload();
  await page.getByTestId(ready).waitFor();
};

const typePasscode = async (page: Page, digits: string) => {
  await page.getByTestId('pay-passcode').locator('.adm-passcode-input').click();
  await page.keyboard.type(digits, { delay: 30 });
};

// The mobile member (pay password, mobile change) is registered first; its resend window is lifted by the operator API.
let payMember: { mobile: string; token: string; sentAt: number };

beforeAll(async () => {
  const mobile = randomMobile();
  payMember = { mobile, ...(await registerByMobile(mobile, 'abc123')) };
});

describe('profile and security', () => {
  it('edits nickname, real name, sex, birthday and head image and sees each on the info page', async () => {
    const u = await registerByUsername('abc123');
    const { page, base, context } = await openPhone({ storage: { token: u.token } });

    // the member centre leads to the profile
    await page.goto(`${base}/h5/pages/member/index/index`);
    await page.getByTestId('member-info-link').waitFor();
    await shot(page, 'profile-member-centre-link-zh-cn');
    await page.getByTestId('member-info-link').click();
    await page.getByTestId('info-page').waitFor();
    await expect.poll(() => page.title()).toContain('个人资料');
    expect((await value(page, 'account').textContent())?.trim()).toBe(u.username);
    await shotBoth(page, 'profile-info', 'info-page');

    // nickname: unchanged is refused with the spec's message, then a new one is saved
    await openRow(page, 'nickname', 'edit-form-nickname');
    await page.getByTestId('edit-save').click();
    await page.getByText('与原昵称一致，无需修改').waitFor();
    await page.getByPlaceholder('请输入新昵称').fill('');
    await page.getByTestId('edit-save').click();
    await page.getByText('昵称不能为空').waitFor();
    await page.getByPlaceholder('请输入新昵称').fill('测试昵称');
    await shot(page, 'profile-edit-nickname-zh-cn');
    await page.getByTestId('edit-save').click();
    await expectRow(page, 'nickname', '测试昵称');

    // real name
    await openRow(page, 'realname', 'edit-form-realname');
    await page.getByPlaceholder('请输入真实姓名').fill('张三');
    await page.getByTestId('edit-save').click();
    await expectRow(page, 'realname', '张三');

    // sex
    await openRow(page, 'sex', 'edit-form-sex');
    await page.locator('[data-sex="1"]').click();
    await shot(page, 'profile-edit-sex-zh-cn');
    await page.getByTestId('edit-save').click();
    await expectRow(page, 'sex', '男');

    // birthday: the picker's date (the default day for a member without one)
    await openRow(page, 'birthday', 'edit-form-birthday');
    await page.getByTestId('birthday-open').click();
    await page.locator('.adm-picker').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'profile-edit-birthday-zh-cn');
    await page.locator('.adm-picker-header-button').getByText('确认').click();
    await expect.poll(async () => (await page.getByTestId('birthday-value').textContent())?.trim()).toBe('2000-01-01');
    await page.getByTestId('edit-save').click();
    await expectRow(page, 'birthday', '2000-01-01');

    // head image: a PNG made here, previewed, uploaded, then shown on the info page
    await page.getByTestId('info-row-headimg').click();
    await page.getByTestId('modify-face-page').waitFor();
    await expect.poll(() => page.title()).toContain('修改头像');
    await shot(page, 'profile-modify-face-zh-cn');
    await page.getByTestId('face-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(64) });
    await page.getByTestId('face-preview').waitFor();
    await shot(page, 'profile-modify-face-preview-zh-cn');
    await page.getByTestId('face-save').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/member/info/info');
    const head = value(page, 'headimg').locator('img');
    await expect
      .poll(async () => (await head.getAttribute('src')) ?? '', { timeout: 10_000 })
      .toMatch(/\/upload\/headimg\/.+_small\.(png|jpg|jpeg|webp)$/);
    // the uploaded picture really loads
    await expect.poll(() => head.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, 'profile-info-edited-zh-cn');

    // the server has all of it
    const info = await call<Record<string, unknown>>('/api/member/info', {}, u.token);
    expect(info).toMatchObject({ nickname: '测试昵称', realname: '张三', sex: 1 });
    expect(String(info.headimg)).toMatch(/^upload\/headimg\//);
    await context.close();
  });

  it('changes the password, then logs in with the new one', async () => {
    const u = await registerByUsername('abc123');
    const { page, base, context } = await openPhone({ storage: { token: u.token } });
    await page.goto(`${base}${INFO}`);
    await openRow(page, 'password', 'edit-form-password');
    await expect.poll(() => page.title()).toContain('编辑资料');
    await page.getByPlaceholder('请输入原始密码').fill('abc123');
    await page.getByPlaceholder('请输入新密码').fill('xyz789');
    await page.getByPlaceholder('请确认新密码').fill('xyz788');
    await page.getByTestId('edit-save').click();
    await page.getByText('两次密码不一致').waitFor();
    await page.getByPlaceholder('请确认新密码').fill('xyz789');
    await shot(page, 'profile-edit-password-zh-cn');
    await page.getByTestId('edit-save').click();
    await page.getByText('密码修改成功').waitFor();
    await page.getByTestId('info-page').waitFor();
    // this device stays signed in with the fresh token; the old one is revoked
    const fresh = await page.evaluate(() => localStorage.getItem('token'));
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(u.token);
    await expect(call('/api/member/info', {}, u.token)).rejects.toThrow(/-10010/);

    // log out and in again with the new password
    await page.goto(`${base}/h5/pages/member/index/index`);
    await page.getByTestId('member-logout').click();
    await page.locator('.adm-dialog').getByText('确认', { exact: true }).click();
    await page.getByTestId('member-login').click();
    await page.getByPlaceholder('请输入用户名/手机号').fill(u.username);
    await page.getByPlaceholder('请输入密码').fill('abc123');
    await page.getByTestId('login-submit').click();
    await page.getByText('账号或密码错误').waitFor();
    await page.getByPlaceholder('请输入密码').fill('xyz789');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/member/index/index');
    await expect.poll(async () => (await page.getByTestId('member-name').textContent()) ?? '').toContain(u.username);
    await context.close();
  });
});

describe('account cancellation', () => {
  // the operator API key of the e2e server (global setup), if it has one
  const audit = (memberId: number, action: 'agree' | 'refuse', reason?: string) =>
    operator('/admin/api/membercancel/audit', { member_id: memberId, action, ...(reason ? { refuse_reason: reason } : {}) });

  /** Ticks the agreement, taps 申请注销 and confirms. */
  const submit = async (page: Page) => {
    await page.getByTestId('cancellation-page').waitFor();
    await page.getByTestId('cancel-agreement').waitFor();
    // Tap the visible label (the input itself is hidden), until the box shows as ticked.
    const agree = page.getByTestId('cancel-agree');
    await expect
      .poll(async () => {
        if (!(await agree.isChecked())) await page.locator('label').filter({ has: agree }).click();
        return agree.isChecked();
      })
      .toBe(true);
    await page.getByTestId('cancel-apply').click();
    await page.locator('.adm-dialog').getByText('确认', { exact: true }).click();
  };
  const apply = async (page: Page) => {
    await submit(page);
    await page.getByTestId('cancel-status-page').waitFor({ timeout: 15_000 });
  };

  it('applies with the agreement, sees the pending status, withdraws, and (with the operator API) is refused, re-applies and is closed', async () => {
    const u = await registerByUsername('abc123');
    const me = await call<{ member_id: number }>('/api/member/info', {}, u.token);
    const { page, base, context } = await openPhone({ storage: { token: u.token } });
    await page.goto(`${base}${INFO}`);
    await page.getByTestId('info-row-cancellation').click();
    await page.getByTestId('cancellation-page').waitFor();
    await expect.poll(() => page.title()).toContain('注销账号');
    await page.getByTestId('cancel-agreement').waitFor();
    // the agreement must be accepted first
    await page.getByTestId('cancel-apply').click();
    await page.getByText('请先阅读并同意账号注销协议').waitFor();
    await shotBoth(page, 'cancel-cancellation', 'cancel-agreement');

    // the new-member gift points keep the account open until they are spent
    const { point } = await call<{ point: number }>('/api/member/info', {}, u.token);
    expect(point).toBeGreaterThan(0);
    await submit(page);
    await page.getByText(`您的账户还有${point}积分，请先使用积分后再申请注销`).waitFor();
    expect(await call('/membercancel/api/membercancel/info', {}, u.token)).toBeNull();
    await operator('/admin/api/member/adjustaccount', { member_id: me.member_id, account_type: 'point', adjust_num: -point });
    await page.reload();

    await apply(page);
    await expect.poll(() => page.url()).toContain('/otherpages/member/cancelstatus');
    expect((await page.getByTestId('cancel-applied-at').textContent())?.trim()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await shotBoth(page, 'cancel-status', 'cancel-status-page');

    // opening the application page again lands on the status page
    await page.goto(`${base}/h5/otherpages/member/cancellation`);
    await page.getByTestId('cancel-status-page').waitFor();

    // withdraw
    await page.getByTestId('cancel-withdraw').click();
    await page.locator('.adm-dialog').getByText('确认', { exact: true }).click();
    await page.getByTestId('info-page').waitFor();
    expect(await call('/membercancel/api/membercancel/info', {}, u.token)).toBeNull();

    // apply again; the operator refuses with a reason
    await page.getByTestId('info-row-cancellation').click();
    await apply(page);
    await audit(me.member_id, 'refuse', '存在未处理的售后');
    await page.reload();
    await page.getByTestId('cancel-refuse-page').waitFor();
    expect((await page.getByTestId('cancel-refuse-reason').textContent())?.trim()).toBe('存在未处理的售后');
    await shotBoth(page, 'cancel-refuse', 'cancel-refuse-page');

    // re-apply; the operator approves: the account is closed and the token gone
    await page.getByTestId('cancel-reapply').click();
    await apply(page);
    await audit(me.member_id, 'agree');
    // the approval revoked every token of the account: the member is a visitor now
    await expect(call('/api/member/info', {}, u.token)).rejects.toThrow(/-10010/);
    await page.goto(`${base}/h5/otherpages/member/cancelsuccess`);
    await page.getByTestId('cancel-success-page').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shotBoth(page, 'cancel-success', 'cancel-success-page');
    await page.getByTestId('cancel-home').click();
    await expect.poll(() => page.url()).toContain('/pages/index/index/index');
    // the closed account cannot log in again
    await expect(call('/api/login/login', { username: u.username, password: 'abc123' })).rejects.toThrow();
    await context.close();
  });
});

describe('profile pages in English', () => {
  it('every edit form and the head image page', async () => {
    const u = await registerByUsername('abc123');
    const { page, base, context } = await openPhone({ lang: 'en-us', storage: { token: u.token } });
    await page.goto(`${base}${INFO}`);
    await page.getByTestId('info-page').waitFor();
    await expect.poll(() => page.title()).toContain('Profile');
    for (const action of ['nickname', 'realname', 'sex', 'birthday', 'password', 'mobile', 'paypassword']) {
      await page.goto(`${base}/h5/pages/member/info_edit/info_edit?action=${action}`);
      await page.getByTestId(`info-edit-${action}`).locator('form, [data-testid="need-mobile"]').first().waitFor();
      await shot(page, `profile-en-edit-${action}`);
    }
    await page.goto(`${base}/h5/pages/member/info_edit/info_edit?action=nickname`);
    await page.getByTestId('edit-save').click();
    await page.getByText('Same as the current nickname, nothing to change').waitFor();
    await page.goto(`${base}/h5/otherpages/member/modify_face`);
    await page.getByTestId('modify-face-page').waitFor();
    await shot(page, 'profile-modify-face-en-us');
    await context.close();
  });
});

// Last in the file: it waits out the 120 s resend window of the number registered in beforeAll.
describe('payment password and mobile', () => {
  it('sets the pay password with an SMS code, then changes the mobile with a code', async () => {
    // one code per mobile per 120 s: the registration code went to this number
    await unlockSms(payMember.mobile);

    const { page, base, context } = await openPhone({ storage: { token: payMember.token } });
    await page.goto(`${base}${INFO}`);
    await page.getByTestId('info-page').waitFor();
    expect((await page.getByTestId('info-row-paypassword').textContent())?.trim()).toContain('设置支付密码');

    await openRow(page, 'paypassword', 'edit-form-paypassword');
    await page.getByText(`${payMember.mobile.slice(0, 3)}****${payMember.mobile.slice(-4)}`).waitFor();
    await shotBoth(page, 'profile-edit-paypassword', 'edit-form-paypassword');
    const before = await lastOutboxId(payMember.mobile);
    await page.getByTestId('send-code').click();
    const code = await codeAfter(payMember.mobile, before);
    await expect.poll(async () => (await page.getByTestId('send-code').textContent()) ?? '').toMatch(/\d+s后重新获取/);
    await page.getByPlaceholder('请输入动态码').fill(code);
    await page.getByTestId('edit-save').click();
    await page.getByTestId('pay-step-first').waitFor();
    await typePasscode(page, '135790');
    await page.getByTestId('pay-step-again').waitFor();
    await shot(page, 'profile-edit-paypassword-again-zh-cn');
    await typePasscode(page, '135790');
    await page.getByText('支付密码设置成功').waitFor();
    await page.getByTestId('info-page').waitFor();
    await expect.poll(async () => (await page.getByTestId('info-row-paypassword').textContent())?.trim()).toContain('修改支付密码');
    expect(await call<number>('/api/member/issetpayaassword', {}, payMember.token)).toBe(1);

    // mobile change: the old number is refused, the new one is proven by a code sent to it
    const next = randomMobile();
    await openRow(page, 'mobile', 'edit-form-mobile');
    await shotBoth(page, 'profile-edit-mobile', 'edit-form-mobile');
    await page.getByPlaceholder('请输入新手机号').fill(payMember.mobile);
    await page.getByTestId('send-code').click();
    await page.getByText('与原手机号一致，无需修改').waitFor();
    await page.getByPlaceholder('请输入新手机号').fill(next);
    await page.getByTestId('edit-save').click();
    await page.getByText('请先获取动态码').waitFor();
    await page.getByTestId('send-code').click();
    const mobileCode = await codeAfter(next, 0);
    await page.getByPlaceholder('请输入动态码').fill(mobileCode);
    await page.getByTestId('edit-save').click();
    await expectRow(page, 'mobile', `${next.slice(0, 3)}****${next.slice(-4)}`);
    const info = await call<{ mobile: string }>('/api/member/info', {}, payMember.token);
    expect(info.mobile).toBe(next);
    await context.close();
  });
});
