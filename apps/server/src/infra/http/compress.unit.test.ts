import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { brotliWindow, pickEncoding, registerJsonCompression } from './compress';

describe('JSON compression', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it("fits the brotli window to the body, within brotli's bounds", () => {
    expect(brotliWindow(1500)).toBe(11);
    expect(brotliWindow(12_949)).toBe(14);
    expect(brotliWindow(10)).toBe(10);
    expect(brotliWindow(50_000_000)).toBe(22);
  });

  it('compresses large JSON for clients that accept it and leaves small answers alone', async () => {
    const app = Fastify();
    registerJsonCompression(app);
    const big = { list: Array.from({ length: 200 }, (_, i) => ({ goods_name: `商品 ${i}`, price: '12.00' })) };
    app.get('/big', async () => big);
    app.get('/small', async () => ({ code: 0 }));
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(big);
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
