import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/lib/request';
import { useAuth } from '../../shared/state/auth';
import { isTransportFailure, uploadHeadimg } from './member.api';

const envelope = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null });
});

describe('uploadHeadimg (multipart)', () => {
  it('posts the common params first, then the picture in field `file`, and resolves with data', async () => {
    useAuth.getState().setToken('tok');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => envelope({ code: 0, message: '', data: { pic_path: 'upload/headimg/a.png' }, timestamp: 1 }));
    vi.stubGlobal('fetch', fetch);
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    await expect(uploadHeadimg(file, 'me.png')).resolves.toEqual({ pic_path: 'upload/headimg/a.png' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/upload/headimg');
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['app_type', 'app_type_name', 'token', 'file']);
    expect(form.get('token')).toBe('tok');
    expect(form.get('app_type')).toBe('h5');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('me.png');
    expect(sent.size).toBe(3);
    // no hand-written content type: the browser adds the multipart boundary
    expect(init.headers).toBeUndefined();
  });

  it('rejects with the server message for a refusal, and applies refreshtoken', async () => {
    useAuth.getState().setToken('old');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ code: -1, message: '图片不能超过2MB', data: null, timestamp: 1, refreshtoken: 'new' })),
    );
    const err = await uploadHeadimg(new Blob(['x']), 'a.png').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('图片不能超过2MB');
    expect(isTransportFailure(err)).toBe(false);
    expect(useAuth.getState().token).toBe('new');
  });

  it('drops an invalid token', async () => {
    useAuth.getState().setToken('old');
    vi.stubGlobal('fetch', vi.fn(async () => envelope({ code: -10010, message: '登录已过期', data: null, timestamp: 1 })));
    await expect(uploadHeadimg(new Blob(['x']), 'a.png')).rejects.toMatchObject({ code: -10010 });
    expect(useAuth.getState().token).toBeNull();
  });

  it('a network failure or a non-envelope answer is 上传失败 (a transport failure)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const err = await uploadHeadimg(new Blob(['x']), 'a.png').catch((e: unknown) => e);
    expect((err as ApiError).message).toBe('上传失败');
    expect(isTransportFailure(err)).toBe(true);

    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>413</html>', { status: 413 })));
    const err2 = await uploadHeadimg(new Blob(['x']), 'a.png').catch((e: unknown) => e);
    expect(isTransportFailure(err2)).toBe(true);
  });
});
