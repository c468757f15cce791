import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import type { OpenApiDocument } from './openapi';

/** The endpoints' contract as served: the OpenAPI document and the readable page, with a browser's headers. */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('/api/docs.json', () => {
  it('answers the OpenAPI document as JSON, revalidated by its ETag', async () => {
    const res = await fetch(`${api.url}/api/docs.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/goodssku/page']?.get.tags).toEqual(['goodssku']);

    const again = await fetch(`${api.url}/api/docs.json`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('/api/docs', () => {
  it('is a server-rendered page listing the endpoints, under the site CSP and running no script', async () => {
    const res = await fetch(`${api.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'/);
    expect(scriptSrc).not.toContain('unsafe');
    expect(res.headers.get('etag')).toBeTruthy();
    const html = await res.text();
    expect(html).toContain('<code>/api/goodssku/page</code>');
    expect(html).toContain('<code>page_size</code>');
    expect(html).toContain('href="/api/docs.json"');
    expect(html).not.toMatch(/<script/i);
  });

  it('the JSON endpoints around it still get no page policy', async () => {
    const res = await fetch(`${api.url}/api/goodssku/page`);
    expect(res.headers.get('content-security-policy')).toBeNull();
    const docs = await fetch(`${api.url}/api/docs.json`);
    expect(docs.headers.get('content-security-policy')).toBeNull();
  });
});
