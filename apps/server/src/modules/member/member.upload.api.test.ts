import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sizedImage, type Envelope, type MemberInfo, type UploadResult } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api?.close());

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 60, b: 40, alpha: 0.8 } } }).toFormat(format).toBuffer();

const upload = async (file: Buffer | null, opts: { name?: string; type?: string; token?: string | null; field?: string } = {}) => {
  const form = new FormData();
  if (opts.token !== null) form.append('token', opts.token ?? token);
  if (file) form.append(opts.field ?? 'file', new Blob([new Uint8Array(file)], { type: opts.type ?? 'image/png' }), opts.name ?? 'photo.png');
  const res = await fetch(`${api.url}/api/upload/headimg`, { method: 'POST', body: form });
  return (await res.json()) as Envelope<UploadResult>;
};

const headimgFiles = () => {
  const dir = path.join(api.config.uploadDir, 'headimg');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.jpg')).length : 0;
};
const onDisk = (picPath: string) => path.join(api.config.uploadDir, picPath.replace(/^upload\//, ''));

describe('/api/upload/headimg (multipart field file)', () => {
  it('stores a real PNG as a server-named JPEG with _big/_mid/_small squares, served under /upload/', async () => {
    const res = await upload(await picture('png'), { name: '../../evil name.png' });
    expect(res.code).toBe(0);
    const p = res.data.pic_path;
    expect(p).toMatch(/^upload\/headimg\/\d{8}\/[0-9a-f]{32}\.jpg$/);
    const main = await sharp(onDisk(p)).metadata();
    expect(main).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
    for (const [size, edge] of [['big', 400], ['mid', 200], ['small', 100]] as const) {
      const meta = await sharp(onDisk(sizedImage(p, size))).metadata();
      expect(meta, size).toMatchObject({ format: 'jpeg', width: edge, height: edge });
    }
    const served = await fetch(`${api.url}/${sizedImage(p, 'mid')}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('accepts JPEG, WEBP and GIF and drops EXIF data', async () => {
    const withExif = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret place', Artist: 'someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(withExif, { name: 'a.jpg', type: 'image/jpeg' });
    expect(res.code).toBe(0);
    expect((await sharp(onDisk(res.data.pic_path)).metadata()).exif).toBeUndefined();
    for (const format of ['webp', 'gif'] as const) expect((await upload(await picture(format), { name: `a.${format}` })).code, format).toBe(0);
  });

  it('refuses a text file named .png, an SVG and an empty file, writing nothing', async () => {
    const before = headimgFiles();
    const text = await upload(Buffer.from('hello, I am not a picture'), { name: 'fake.png', type: 'image/png' });
    expect(text).toMatchObject({ code: -1, message: '只能上传JPG、PNG、WEBP或GIF格式的图片' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await upload(svg, { name: 'a.svg', type: 'image/svg+xml' })).code).toBe(-1);
    const en = await fetch(`${api.url}/api/upload/headimg?lang=en-us`, {
      method: 'POST',
      body: (() => {
        const f = new FormData();
        f.append('token', token);
        f.append('file', new Blob(['nope']), 'x.png');
        return f;
      })(),
    }).then((r) => r.json());
    expect(en.message).toBe('Only JPG, PNG, WEBP or GIF pictures can be uploaded');
    expect(headimgFiles()).toBe(before);
  });

  it('refuses a file over 2 MB', async () => {
    const before = headimgFiles();
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 7);
    const res = await upload(big);
    expect(res).toMatchObject({ code: -1, message: '图片大小不能超过2MB' });
    expect(headimgFiles()).toBe(before);
  });

  it('asks for the file when it is missing, and for a token first', async () => {
    expect(await upload(null)).toMatchObject({ code: -1, message: '请选择要上传的图片' });
    expect(await upload(await picture('png'), { field: 'other' })).toMatchObject({ code: -1, message: '请选择要上传的图片' });
    expect(await api.post('/api/upload/headimg', { token, file: 'x' })).toMatchObject({ code: -1, message: '请选择要上传的图片' });
    const before = headimgFiles();
    expect(await upload(await picture('png'), { token: null })).toMatchObject({ code: -1, message: '请先登录' });
    expect((await upload(await picture('png'), { token: 'bad.token' })).code).toBe(-10009);
    expect(headimgFiles()).toBe(before);
  });
});

describe('/api/upload/headimgBase64', () => {
  it('takes a data URL or bare base64', async () => {
    const png = await picture('png', 300, 300);
    const a = await api.post<UploadResult>('/api/upload/headimgBase64', { token, images: `data:image/png;base64,${png.toString('base64')}` });
    expect(a.code).toBe(0);
    expect(fs.existsSync(onDisk(sizedImage(a.data.pic_path, 'small')))).toBe(true);
    const b = await api.post<UploadResult>('/api/upload/headimgBase64', { token, images: png.toString('base64') });
    expect(b.code).toBe(0);
    expect(b.data.pic_path).not.toBe(a.data.pic_path);
  });

  it('refuses text, a missing value, an oversized picture and a visitor', async () => {
    const before = headimgFiles();
    expect((await api.post('/api/upload/headimgBase64', { token, images: Buffer.from('plain text').toString('base64') })).message).toBe(
      '只能上传JPG、PNG、WEBP或GIF格式的图片',
    );
    expect((await api.post('/api/upload/headimgBase64', { token, images: 'data:text/plain,hello' })).code).toBe(-1);
    expect((await api.post('/api/upload/headimgBase64', { token, images: '%%%' })).code).toBe(-1);
    expect((await api.post('/api/upload/headimgBase64', { token })).message).toBe('请选择要上传的图片');
    const huge = Buffer.alloc(2 * 1024 * 1024 + 100, 1).toString('base64');
    expect((await api.post('/api/upload/headimgBase64', { token, images: huge, lang: 'en-us' })).message).toBe('The picture must not be larger than 2 MB');
    const png = (await picture('png')).toString('base64');
    expect((await api.post('/api/upload/headimgBase64', { images: png })).message).toBe('请先登录');
    expect(headimgFiles()).toBe(before);
  });
});

describe('/api/member/modifyheadimg', () => {
  it('sets an uploaded head image and refuses any other path', async () => {
    const up = await upload(await picture('png'));
    expect((await api.post('/api/member/modifyheadimg', { token, headimg: up.data.pic_path })).code).toBe(0);
    expect((await api.get<MemberInfo>('/api/member/info', { token })).data.headimg).toBe(up.data.pic_path);
    for (const headimg of [
      '',
      'upload/headimg/20250101/' + '0'.repeat(32) + '.jpg',
      'upload/default/head.png',
      'upload/headimg/../../../etc/passwd',
      'https://evil.example/x.jpg',
      sizedImage(up.data.pic_path, 'mid'),
    ]) {
      const res = await api.post('/api/member/modifyheadimg', { token, headimg });
      expect(res, headimg).toMatchObject({ code: -1, message: '请先上传头像图片' });
    }
    expect((await api.get<MemberInfo>('/api/member/info', { token })).data.headimg).toBe(up.data.pic_path);
  });
});
