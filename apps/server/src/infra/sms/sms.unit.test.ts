import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createSmsSender, registerSmsProvider, renderSms, type SmsMessage } from '.';

describe('SMS templates and providers', () => {
  it('renders the message of each purpose with its code', () => {
    expect(renderSms('REGISTER_CODE', { code: '0421' })).toBe('您的注册验证码为0421，10分钟内有效，请勿泄露给他人。');
    expect(renderSms('SOMETHING_NEW', { code: '1234' })).toContain('1234');
  });

  it('finds providers by name; unknown names answer null', async () => {
    const sent: SmsMessage[] = [];
    registerSmsProvider('memory-test', () => ({ provider: 'memory-test', send: async (m) => void sent.push(m) }));
    const sender = createSmsSender({} as Db, 'memory-test');
    await sender!.send({ mobile: '13800000000', keyword: 'LOGIN_CODE', params: { code: '1111' } });
    expect(sent).toEqual([{ mobile: '13800000000', keyword: 'LOGIN_CODE', params: { code: '1111' } }]);
    expect(createSmsSender({} as Db, 'nope')).toBeNull();
    expect(createSmsSender({} as Db)?.provider).toBe('outbox');
  });

  it('the outbox keeps the message and notes it with its code in the server log (how the demo reads a code)', async () => {
    const kept: unknown[] = [];
    const db = { insert: () => ({ values: async (row: unknown) => void kept.push(row) }) } as unknown as Db;
    const lines: { obj: object; msg: string }[] = [];
    await createSmsSender(db, 'outbox', { info: (obj, msg) => void lines.push({ obj, msg }) })!.send({
      mobile: '13800000000',
      keyword: 'LOGIN_CODE',
      params: { code: '4321' },
    });
    expect(kept).toEqual([expect.objectContaining({ mobile: '13800000000', keyword: 'LOGIN_CODE', code: '4321' })]);
    expect(lines).toEqual([{ obj: { mobile: '13800000000', keyword: 'LOGIN_CODE', code: '4321' }, msg: expect.stringContaining('您的登录验证码为4321') }]);
    expect(lines[0].msg).toContain('13800000000');
  });
});
