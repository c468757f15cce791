import { desc, eq, sql } from 'drizzle-orm';
import type { RegisterResult, SmsCodeResult } from '@mall/contract';
import { smsOutbox } from '../../infra/sms';
import type { Params, TestApi } from '../../test/harness';
import { member, rateLimit, verifyCode } from './member.tables';

/** Helpers for API tests that go through SMS codes (imported by test files only). */
export const smsTesting = (api: () => TestApi) => {
  const db = () => api().database.db;
  let seq = 0;

  /** A fresh mainland mobile number for this test process. */
  const newMobile = () => `139${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;

  /** The code of the newest outbox message to `mobile`. */
  const lastCode = async (mobile: string): Promise<string> => {
    const [row] = await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
    if (!row) throw new Error(`no SMS to ${mobile}`);
    return row.code;
  };

  /** Forgets every send and failure counted so far (tests share one IP and reuse mobiles). */
  const resetLimits = async () => {
    await db().delete(rateLimit);
  };

  /** Requests a code (to `mobile`, default params.mobile) and answers the key and the code the outbox received. */
  const requestCode = async (path: string, params: Params, mobile = String(params.mobile)): Promise<{ key: string; code: string }> => {
    const res = await api().post<SmsCodeResult>(path, params);
    if (res.code !== 0) throw new Error(`${path}: ${res.code} ${res.message}`);
    return { key: res.data.key, code: await lastCode(mobile) };
  };

  /** Registers a member on a new mobile by code (password optional; send limits reset before and after). */
  const mobileMember = async (password?: string): Promise<{ token: string; mobile: string; memberId: number }> => {
    const mobile = newMobile();
    await resetLimits();
    const { key, code } = await requestCode('/api/register/mobileCode', { mobile });
    const res = await api().post<RegisterResult>('/api/register/mobile', { mobile, key, code, password });
    if (res.code !== 0) throw new Error(`register: ${res.message}`);
    const [m] = await db().select({ id: member.memberId }).from(member).where(eq(member.mobile, mobile));
    await resetLimits();
    return { token: res.data.token, mobile, memberId: m.id };
  };

  return {
    newMobile,
    lastCode,
    resetLimits,
    requestCode,
    mobileMember,
    outboxCount: async (mobile?: string): Promise<number> =>
      (await db().select({ n: sql<number>`count(*)::int` }).from(smsOutbox).where(mobile ? eq(smsOutbox.mobile, mobile) : undefined))[0].n,
    memberCount: async (): Promise<number> => (await db().select({ n: sql<number>`count(*)::int` }).from(member))[0].n,
    /** A wrong code for `code` (same length). */
    wrong: (code: string) => (code === '0000' ? '1111' : '0000'),
    captchaCode: async (id: string) => (await db().select().from(verifyCode).where(eq(verifyCode.id, id)))[0]?.code,
  };
};
