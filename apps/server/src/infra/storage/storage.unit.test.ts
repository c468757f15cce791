import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../http/errors';
import { translate } from '../http/messages';
import { UploadedFile, decodeBase64Image, isStoredImage, storeImage, uploadedBytes } from '.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const refusal = async (fn: () => unknown): Promise<string | null> => {
  try {
    await fn();
    return null;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return translate(e.messageKey, 'zh-cn', e.params);
  }
};

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#3366ff' } }).png().toBuffer();

describe('decodeBase64Image', () => {
  it('reads data URLs and bare base64, refusing other data and oversize text before decoding', async () => {
    const bytes = Buffer.from([1, 2, 3, 250]);
    expect(decodeBase64Image(`data:image/png;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeBase64Image(bytes.toString('base64'))).toEqual(bytes);
    expect(decodeBase64Image(bytes.toString('base64url'))).toEqual(bytes);
    expect(await refusal(() => decodeBase64Image(''))).toBe('请选择要上传的图片');
    expect(await refusal(() => decodeBase64Image('data:image/png,rawtext'))).toMatch(/JPG/);
    expect(await refusal(() => decodeBase64Image('not base64!'))).toMatch(/JPG/);
    expect(await refusal(() => decodeBase64Image('A'.repeat(100), 10))).toBe('图片大小不能超过0MB');
  });
});

describe('uploadedBytes', () => {
  it('accepts only parser-made files within the limit', async () => {
    expect(uploadedBytes(new UploadedFile(Buffer.from('x'), 'a', 'b', false))).toEqual(Buffer.from('x'));
    expect(await refusal(() => uploadedBytes({ data: Buffer.from('x') }))).toBe('请选择要上传的图片');
    expect(await refusal(() => uploadedBytes('x'))).toBe('请选择要上传的图片');
    expect(await refusal(() => uploadedBytes(new UploadedFile(Buffer.from('xx'), 'a', 'b', true)))).toBe('图片大小不能超过2MB');
  });
});

describe('storeImage', () => {
  it('keeps the aspect of the main picture within 1200 px and writes square variants', async () => {
    const p = await storeImage(dir, 'headimg', await png(2400, 1200), { big: 400, mid: 200, small: 100 });
    const base = path.join(dir, p.replace(/^upload\//, ''));
    expect(await sharp(base).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 600 });
    expect(await sharp(base.replace(/\.jpg$/, '_small.jpg')).metadata()).toMatchObject({ width: 100, height: 100 });
    expect(await isStoredImage(dir, 'headimg', p)).toBe(true);
    expect(await isStoredImage(dir, 'goods', p)).toBe(false);
    expect(await isStoredImage(dir, 'headimg', p.replace('.jpg', '_big.jpg'))).toBe(false);
  });

  it('refuses pictures that unpack to too many pixels and formats outside the list', async () => {
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).tiff().toBuffer();
    expect(await refusal(() => storeImage(dir, 'headimg', tiff, { big: 4, mid: 2, small: 1 }))).toMatch(/JPG/);
    // 9000 × 9000 = 81 MP of one colour compresses to a few KB.
    const bomb = await png(9000, 9000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(() => storeImage(dir, 'headimg', bomb, { big: 4, mid: 2, small: 1 }))).toMatch(/JPG/);
  });
});
