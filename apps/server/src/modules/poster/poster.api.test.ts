import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AftersaleDoc, PosterResult, ServicerConfig } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let skuId: number;
let siteId: number;

beforeAll(async () => {
  api = await startTestApi();
  const [r] = await api.database.rows<{ sku_id: number; site_id: number }>(sql`select sku_id, site_id from goods order by goods_id limit 1`);
  skuId = r.sku_id;
  siteId = r.site_id;
});
afterAll(() => api?.close());

const onDisk = (p: string) => path.join(api.config.uploadDir, p.replace(/^upload\//, ''));

describe('/api/goods/poster', () => {
  it('draws a PNG poster under uploads and serves it', async () => {
    const res = await api.post<PosterResult>('/api/goods/poster', { page: '/pages/goods/detail/detail', qrcode_param: JSON.stringify({ sku_id: skuId }) });
    expect(res.code).toBe(0);
    expect(res.data.path).toMatch(new RegExp(`^upload/poster/goods_${skuId}_0_[0-9a-f]+\\.png$`));
    const meta = await sharp(onDisk(res.data.path)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 900 });
    const served = await fetch(`${api.url}/${res.data.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');
  });

  it('a member’s poster is another file (its QR code carries source_member) and is reused', async () => {
    const token = await api.login();
    const a = await api.post<PosterResult>('/api/goods/poster', { token, qrcode_param: JSON.stringify({ sku_id: skuId, source_member: 999 }) });
    expect(a.code).toBe(0);
    const [{ id }] = await api.database.rows<{ id: number }>(sql`select member_id as id from member where username = 'demo'`);
    expect(a.data.path).toContain(`goods_${skuId}_${id}_`);
    const b = await api.post<PosterResult>('/api/goods/poster', { token, qrcode_param: JSON.stringify({ sku_id: skuId }) });
    expect(b.data.path).toBe(a.data.path);
    expect(fs.existsSync(onDisk(a.data.path))).toBe(true);
  });

  it.each([
    [{}],
    [{ qrcode_param: 'not json' }],
    [{ qrcode_param: '[1,2]' }],
    [{ qrcode_param: '{"sku_id":"abc"}' }],
    [{ qrcode_param: '{"sku_id":-2}' }],
    [{ qrcode_param: '{"sku_id":99999999}' }],
    [{ qrcode_param: '{"sku_id":1}', page: 'https://evil.example/x' }],
    [{ qrcode_param: '{"sku_id":1}', page: '/pages/../../x' }],
  ])('refuses %j', async (params) => {
    const res = await api.post('/api/goods/poster', params as Record<string, string>);
    expect(res.code).toBeLessThan(0);
    expect(res.message).toBeTruthy();
  });
});

describe('/api/shop/poster', () => {
  it('draws the shop poster', async () => {
    const res = await api.post<PosterResult>('/api/shop/poster', { qrcode_param: JSON.stringify({ site_id: siteId }) });
    expect(res.code).toBe(0);
    expect(res.data.path).toMatch(/^upload\/poster\/shop_\d+_0_[0-9a-f]+\.png$/);
  });

  it.each([[{ qrcode_param: '{"site_id":0}' }], [{ qrcode_param: '{"site_id":99999}' }], [{}]])('refuses %j', async (params) => {
    expect((await api.post('/api/shop/poster', params as Record<string, string>)).code).toBeLessThan(0);
  });
});

describe('detail settings', () => {
  it('/api/goods/aftersale answers the document in the reader’s language', async () => {
    const zh = await api.get<AftersaleDoc>('/api/goods/aftersale');
    expect(zh.code).toBe(0);
    expect(zh.data.title).toBe('售后保障');
    expect(zh.data.content).toContain('7天无理由退换');
    const en = await api.get<AftersaleDoc>('/api/goods/aftersale', { lang: 'en-us' });
    expect(en.data.title).toBe('After-sale guarantee');
  });

  it('/api/config/servicer answers the channel and service phone', async () => {
    const res = await api.get<ServicerConfig>('/api/config/servicer');
    expect(res).toMatchObject({ code: 0, data: { h5: { type: 'none' }, service_phone: '400-888-1688' } });
  });
});
