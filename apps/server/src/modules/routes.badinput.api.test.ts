import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestApi, type TestApi } from '../test/harness';
import { endpoints } from '@mall/contract';
import { allRoutes } from '.';

/**
 * Every declared endpoint, fed hostile values in every field it reads, by a visitor and by a member:
 * none may fail with HTTP 500, a JSON answer without a code, or a refusal that is empty, leaks the
 * server's internals or (asked in English) is not in English.
 * (Each module's own tests check its messages; this one makes sure no endpoint was left out.)
 */

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  const reg = await api.post<{ token: string }>('/api/register/username', { username: 'badinput_member', password: 'secret123' });
  token = reg.data.token;
});
afterAll(() => api?.close());

/** The field names an input schema reads (through pipes, refinements, optional and default wrappers). */
const fieldsOf = (schema: z.ZodType): string[] => {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as Record<string, unknown>);
    case 'pipe':
      return fieldsOf(def.in as z.ZodType);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fieldsOf(def.innerType as z.ZodType);
    case 'intersection':
      return [...fieldsOf(def.left as z.ZodType), ...fieldsOf(def.right as z.ZodType)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap(fieldsOf);
    default:
      return [];
  }
};

const HOSTILE = [
  'abc',
  '-1',
  '0',
  '1',
  '2',
  '999999',
  '1.5',
  '1e309',
  '99999999999999999999999',
  '',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '{"a":[1,{"b":null}]}',
  '[1,2,"x"]',
  'null',
  'x'.repeat(5000),
];

/** What a server's internals look like when they leak into a message. */
const LEAK =
  /\b(at \S+ \(|TypeError|ReferenceError|SyntaxError|ZodError|Cannot read prop|undefined is not|relation "|syntax error at|violates|duplicate key|invalid input syntax|node_modules)/i;

/**
 * Text no field may hold: PostgreSQL cannot store a NUL, and a lone surrogate is no character at all.
 * NUL comes in a query string, a form post and a nested JSON value; lone surrogates only survive JSON's \u escapes.
 */
const UNSTORABLE = [
  { value: 'a\u0000b', via: 'query' },
  { value: 'a\u0000b', via: 'form' },
  { value: '\u0000', via: 'nested json' },
  { value: 'x\ud800', via: 'json' },
  { value: '\udc00y', via: 'json' },
] as const;

/** Bodies no parser can read: each endpoint gets one of them (cycling), then one malformed JSON body. */
const MALFORMED_MULTIPART = [
  // cut off before the closing boundary
  { type: 'multipart/form-data; boundary=XyZ', body: '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue' },
  // no boundary declared
  { type: 'multipart/form-data', body: '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--XyZ--\r\n' },
  // garbage where the parts should be
  { type: 'multipart/form-data; boundary=XyZ', body: '\u0000\u0001not multipart at all' },
  // a part without headers, then an unterminated header block
  { type: 'multipart/form-data; boundary=XyZ', body: '--XyZ\r\n\r\nno headers\r\n--XyZ\r\nContent-Disposition: form-data; name="b"' },
];
const MALFORMED_JSON = ['{"a":', '{"a":1,}', "{'a':1}", '\u0000', '[1,2'];

const send = async (path: string, body: URLSearchParams | string, type = 'application/x-www-form-urlencoded') => {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
};

const get = async (path: string, query: URLSearchParams) => {
  const res = await fetch(`${api.url}${path}?${query}`, { redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
};

describe('every endpoint with bad input', () => {
  // Signing out or asking to cancel the account could end the member's session: those go last.
  const last = (path: string) => (/logout|membercancel/.test(path) ? 1 : 0);
  // Every endpoint of the contract, but the signed notifications (their body is the channel's, checked by signature).
  const signed = new Set(allRoutes.filter((r) => r.rawBody).map((r) => r.path));
  const routes = Object.values(endpoints)
    .flatMap((group) => Object.values(group))
    .filter((e) => !signed.has(e.path))
    .map((e) => ({ path: e.path, input: e.params }))
    .sort((a, b) => last(a.path) - last(b.path));

  it('declares its fields, so there is something to try', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => fieldsOf(r.input).length > 0).length).toBeGreaterThan(routes.length / 2);
  });

  for (const who of ['visitor', 'member'] as const) {
    it(`answers a clear error or a result, never a crash (${who})`, async () => {
      const failures: string[] = [];
      for (const r of routes) {
        const fields = fieldsOf(r.input);
        for (const value of HOSTILE) {
          const body = new URLSearchParams();
          for (const f of fields) if (f !== 'token') body.append(f, value);
          // The member reads English: every refusal must come in English too.
          if (who === 'member') {
            body.append('token', token);
            body.append('lang', 'en-us');
          }
          const res = await send(r.path, body);
          const where = `${r.path} ${JSON.stringify(value.slice(0, 30))}`;
          if (res.status >= 500) {
            failures.push(`${where}: HTTP ${res.status} ${res.text.slice(0, 120)}`);
            continue;
          }
          if (!res.type.includes('application/json')) continue; // pages and files (cashier, posters) answer in kind
          const json = JSON.parse(res.text) as { code?: unknown; message?: unknown };
          if (typeof json.code !== 'number') failures.push(`${where}: no code`);
          else if (json.code < 0 && (typeof json.message !== 'string' || json.message === '' || LEAK.test(json.message)))
            failures.push(`${where}: message ${JSON.stringify(json.message)}`);
          else if (json.code < 0 && who === 'member' && /\p{Script=Han}/u.test(json.message as string))
            failures.push(`${where}: not in English ${JSON.stringify(json.message)}`);
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);

    it(`refuses text that cannot be stored, in every field, as a clear error (${who})`, async () => {
      const failures: string[] = [];
      for (const r of routes) {
        // A route that reads no field still gets one: no value of the request may hold such text.
        const fields = fieldsOf(r.input).filter((f) => f !== 'token');
        if (fields.length === 0) fields.push('q');
        for (const { value, via } of UNSTORABLE) {
          const values: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, value]));
          if (who === 'member') Object.assign(values, { token, lang: 'en-us' });
          const res =
            via === 'query'
              ? await get(r.path, new URLSearchParams(values as Record<string, string>))
              : via === 'form'
                ? await send(r.path, new URLSearchParams(values as Record<string, string>))
                : await send(
                    r.path,
                    JSON.stringify(via === 'json' ? values : { ...values, [fields[0]]: [{ deep: value }] }),
                    'application/json',
                  );
          const where = `${r.path} ${JSON.stringify(value)} ${via}`;
          const json = res.type.includes('application/json') ? (JSON.parse(res.text) as { code?: unknown; message?: unknown }) : null;
          if (res.status !== 200 || !json) failures.push(`${where}: HTTP ${res.status} ${res.text.slice(0, 120)}`);
          else if (json.code !== -1) failures.push(`${where}: code ${String(json.code)}`);
          else if (!(who === 'member' ? /invalid character/ : /无效字符/).test(String(json.message)))
            failures.push(`${where}: message ${JSON.stringify(json.message)}`);
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }

  it('answers a malformed multipart or JSON body with a clear error in the asked language', async () => {
    const failures: string[] = [];
    for (const [i, r] of routes.entries()) {
      const multipart = MALFORMED_MULTIPART[i % MALFORMED_MULTIPART.length];
      const json = MALFORMED_JSON[i % MALFORMED_JSON.length];
      for (const [kind, type, body] of [
        ['multipart', multipart.type, multipart.body],
        ['json', 'application/json', json],
      ] as const) {
        const res = await send(`${r.path}?lang=en-us`, body, type);
        const where = `${r.path} ${kind} ${JSON.stringify(body.slice(0, 30))}`;
        const answer = res.type.includes('application/json') ? (JSON.parse(res.text) as { code?: unknown; message?: unknown }) : null;
        if (res.status !== 200 || !answer) failures.push(`${where}: HTTP ${res.status} ${res.text.slice(0, 120)}`);
        else if (answer.code !== -1) failures.push(`${where}: code ${String(answer.code)}`);
        else if (typeof answer.message !== 'string' || !/^Malformed request/.test(answer.message) || LEAK.test(answer.message))
          failures.push(`${where}: message ${JSON.stringify(answer.message)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
