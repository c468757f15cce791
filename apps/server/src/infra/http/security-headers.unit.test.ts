import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { executableInlineScripts, registerSecurityHeaders, scriptHashSource } from './security-headers';

const served = async (tls: boolean, url = '/') => {
  const app = Fastify();
  registerSecurityHeaders(app, { tls, inlineScripts: ['a()', 'a()', 'b()'] });
  app.get('/', async () => ({ ok: true }));
  app.get('/api/x', async () => ({ ok: true }));
  app.get('/coupon/api/x', async () => ({ ok: true }));
  const res = await app.inject(url);
  await app.close();
  return res.headers;
};

describe('security headers', () => {
  it('hashes an inline script the way CSP does (sha256 of its text, base64)', () => {
    // the example of the CSP specification and MDN
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('finds the inline scripts a browser would run, not files or JSON data', () => {
    const html =
      '<script>one()</script><script type="module">two()</script><script type=text/javascript>three()</script>' +
      '<script src="/a.js"></script><script type="module" crossorigin src="/b.js"></script>' +
      '<script id="mall-boot" type="application/json">{"x":1}</script><script type="importmap">{}</script>' +
      '<SCRIPT>\n four()\n</SCRIPT >';
    expect(executableInlineScripts(html)).toEqual(['one()', 'two()', 'three()', '{}', '\n four()\n']);
  });

  it('allows the given scripts by hash, once each, and nothing else inline', async () => {
    const h = await served(false);
    const csp = String(h['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${scriptHashSource('a()')} ${scriptHashSource('b()')};`);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // the web-view page frames the operator's http(s) links
    expect(csp).toContain("frame-src 'self' https: http:");
    expect(h['x-content-type-options']).toBe('nosniff');
  });

  it('answers the JSON API without the CSP (no document) but with the other headers', async () => {
    for (const url of ['/api/x', '/coupon/api/x']) {
      const h = await served(false, url);
      expect(h['content-security-policy'], url).toBeUndefined();
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('tells browsers to keep to https only when TLS is in front', async () => {
    const plain = await served(false);
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(String(plain['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    const tls = await served(true);
    expect(tls['strict-transport-security']).toBe('max-age=31536000');
    expect(String(tls['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
