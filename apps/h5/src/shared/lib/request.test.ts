import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { useAuth } from '../state/auth';
import { ApiError, encodeParams, http } from './request';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: vi.fn(() => Promise.resolve()), clearToast: vi.fn() }));

type Call = { url: string; init: RequestInit };

/** A fake fetch answering each call with the next envelope (or a function of the call). */
const fakeFetch = (...answers: Array<unknown | ((c: Call) => unknown)>) => {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    const a = answers.length > 1 ? answers.shift() : answers[0];
    const body = typeof a === 'function' ? (a as (c: Call) => unknown)(call) : a;
    if (body instanceof Error) throw body;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
};

const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ code: 0, message: '', data, timestamp: 1, ...extra });
const query = (url: string) => new URL(url, 'http://localhost').searchParams;

beforeEach(() => {
  useAuth.setState({ token: null });
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('request client: what it sends', () => {
  it('GET puts the common params and the data in the query string, same origin by default', async () => {
    const calls = fakeFetch(ok({ a: 1 }));
    await expect(http.get('/api/goodssku/page', { page: 2, category_id: 5, empty: undefined })).resolves.toEqual({ a: 1 });
    const { url, init } = calls[0];
    expect(url.startsWith('/api/goodssku/page?')).toBe(true);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    const q = query(url);
    expect(q.get('app_type')).toBe('h5');
    expect(q.get('app_type_name')).toBe('H5');
    expect(q.get('page')).toBe('2');
    expect(q.get('category_id')).toBe('5');
    expect(q.has('empty')).toBe(false);
    expect(q.has('token')).toBe(false);
    expect(q.has('website_id')).toBe(false);
  });

  it('POST sends a form-encoded body with the common params', async () => {
    const calls = fakeFetch(ok(3));
    await http.post('/api/cart/add', { sku_id: 7, num: 2 });
    const { url, init } = calls[0];
    expect(url).toBe('/api/cart/add');
    expect(init.method).toBe('POST');
    expect(String((init.headers as Record<string, string>)['Content-Type'])).toMatch(/^application\/x-www-form-urlencoded/);
    const body = new URLSearchParams(String(init.body));
    expect(body.get('sku_id')).toBe('7');
    expect(body.get('num')).toBe('2');
    expect(body.get('app_type')).toBe('h5');
    expect(body.get('app_type_name')).toBe('H5');
  });

  it('adds the stored token and website_id', async () => {
    useAuth.getState().setToken('tok-1');
    localStorage.setItem('website_id', '9');
    const calls = fakeFetch(ok(null));
    await http.get('/api/member/info');
    const q = query(calls[0].url);
    expect(q.get('token')).toBe('tok-1');
    expect(q.get('website_id')).toBe('9');
  });

  it('uses app_type wechat inside the WeChat browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.40 NetType/WIFI');
    const calls = fakeFetch(ok(null));
    await http.post('/api/config/init');
    const body = new URLSearchParams(String(calls[0].init.body));
    expect(body.get('app_type')).toBe('wechat');
    expect(body.get('app_type_name')).toBe('微信公众号');
  });

  it('prefixes VITE_API_BASE when set', async () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.com/');
    const calls = fakeFetch(ok(null));
    await http.get('/api/config/init');
    expect(calls[0].url.startsWith('https://api.example.com/api/config/init?')).toBe(true);
  });

  it('sends the UI language as Accept-Language', async () => {
    const calls = fakeFetch(ok(null), ok(null));
    await http.get('/api/config/init');
    expect((calls[0].init.headers as Record<string, string>)['Accept-Language']).toBe('zh-CN');
    localStorage.setItem('lang', 'en-us');
    await http.get('/api/config/init');
    expect((calls[1].init.headers as Record<string, string>)['Accept-Language']).toBe('en-US');
  });

  it('encodes arrays as csv, booleans as 1/0 and objects as JSON', () => {
    const p = encodeParams({ ids: [1, 2, 3], flag: true, off: false, obj: { a: 1 }, n: null });
    expect(p.get('ids')).toBe('1,2,3');
    expect(p.get('flag')).toBe('1');
    expect(p.get('off')).toBe('0');
    expect(p.get('obj')).toBe('{"a":1}');
    expect(p.has('n')).toBe(false);
  });

  it('sends an array of objects as JSON text and an array of scalars as a comma list', () => {
    const lines = [
      { order_goods_id: 1, images: ['a.jpg', 'b.jpg'] },
      { order_goods_id: 2, images: [] },
    ];
    const p = encodeParams({ goods_evaluate: lines, words: ['a', 'b'], empty: [] });
    expect(JSON.parse(p.get('goods_evaluate') ?? '')).toEqual(lines);
    expect(p.get('words')).toBe('a,b');
    expect(p.get('empty')).toBe('');
  });
});

describe('request client: answers the shell asked for early', () => {
  afterEach(() => {
    delete window.__mallEarly;
  });

  it('takes the answer of a GET the shell sent to the same address, once', async () => {
    useAuth.getState().setToken('tok-1');
    localStorage.removeItem('website_id');
    const early = '/api/cart/goodslists?app_type=h5&app_type_name=H5&token=tok-1';
    window.__mallEarly = { [early]: Promise.resolve(new Response(JSON.stringify(ok(['early'])))) };
    const calls = fakeFetch(ok(['network']));
    await expect(http.get('/api/cart/goodslists')).resolves.toEqual(['early']);
    expect(calls).toHaveLength(0);
    await expect(http.get('/api/cart/goodslists')).resolves.toEqual(['network']);
    expect(calls.map((c) => c.url)).toEqual([early]);
  });

  it('asks the network when the address differs (another token) or the call is a POST', async () => {
    useAuth.getState().setToken('tok-2');
    localStorage.removeItem('website_id');
    const early = '/api/cart/goodslists?app_type=h5&app_type_name=H5&token=tok-1';
    window.__mallEarly = { [early]: Promise.resolve(new Response(JSON.stringify(ok(['early'])))) };
    const calls = fakeFetch(ok(['network']));
    await expect(http.get('/api/cart/goodslists')).resolves.toEqual(['network']);
    await expect(http.post('/api/cart/goodslists')).resolves.toEqual(['network']);
    expect(calls).toHaveLength(2);
  });
});

describe('request client: what it does with the answer', () => {
  it('resolves with data for any code >= 0', async () => {
    fakeFetch(ok('x'), { code: 10002, message: 'saved', data: 5, timestamp: 1 });
    await expect(http.get('/a')).resolves.toBe('x');
    await expect(http.get('/b')).resolves.toBe(5);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a refreshtoken in the response replaces the stored token', async () => {
    useAuth.getState().setToken('old');
    fakeFetch(ok(1, { refreshtoken: 'new-token' }));
    await http.get('/api/cart/count');
    expect(useAuth.getState().token).toBe('new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('a refreshtoken on a failed response also replaces the token', async () => {
    useAuth.getState().setToken('old');
    fakeFetch({ code: -1, message: 'bad', data: null, timestamp: 1, refreshtoken: 'newer' });
    await expect(http.get('/x', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(useAuth.getState().token).toBe('newer');
  });

  it.each([-10009, -10010])('code %i removes the token and rejects', async (code) => {
    useAuth.getState().setToken('tok');
    fakeFetch({ code, message: '登录已过期', data: null, timestamp: 1 });
    const err = await http.get('/api/member/info').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(code);
    expect(useAuth.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('other failed codes keep the token', async () => {
    useAuth.getState().setToken('tok');
    fakeFetch({ code: -1, message: '库存不足', data: null, timestamp: 1 });
    await expect(http.post('/api/cart/add', { sku_id: 1, num: 99 })).rejects.toMatchObject({ code: -1, message: '库存不足' });
    expect(useAuth.getState().token).toBe('tok');
  });

  it('a failed response toasts the server message (bottom, 1.5 s via the toast helper)', async () => {
    fakeFetch({ code: -1, message: '库存不足', data: null, timestamp: 1, error_code: 'STOCK' });
    const err = (await http.post('/api/cart/add').catch((e: unknown) => e)) as ApiError;
    expect(err.errorCode).toBe('STOCK');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('库存不足');
  });

  it('silent suppresses the toast but still rejects', async () => {
    fakeFetch({ code: -1, message: '请登录', data: null, timestamp: 1 });
    await expect(http.get('/api/cart/count', undefined, { silent: true })).rejects.toMatchObject({ code: -1 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('a network failure rejects with ApiError(-1, request:fail text) and toasts it', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    const err = (await http.get('/api/config/init').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(-1);
    expect(err.message).toBe(i18n.t('common.requestFail'));
    expect(err.message).toContain('request:fail');
    expect(toast).toHaveBeenCalledWith(err.message);
  });

  it('a non-JSON or non-envelope answer is a request failure', async () => {
    fakeFetch(new Response('<html>502</html>', { status: 502 }), { hello: 1 });
    await expect(http.get('/a', {}, { silent: true })).rejects.toMatchObject({ code: -1 });
    await expect(http.get('/b', {}, { silent: true })).rejects.toMatchObject({ code: -1 });
  });

  it('aborts after the 60 s timeout with a request failure', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            signal = init.signal ?? undefined;
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const p = http.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = (await p) as ApiError;
    expect(signal?.aborted).toBe(true);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(-1);
    expect(toast).toHaveBeenCalledWith(i18n.t('common.requestFail'));
  });

  it('a caller abort rejects with the AbortError and no toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const ctrl = new AbortController();
    const p = http.get('/slow', {}, { signal: ctrl.signal }).catch((e: unknown) => e);
    ctrl.abort();
    const err = (await p) as Error;
    expect(err).not.toBeInstanceOf(ApiError);
    expect(err.name).toBe('AbortError');
    expect(toast).not.toHaveBeenCalled();
  });
});
