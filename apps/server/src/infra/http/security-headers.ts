import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** `type`s of <script> a browser runs, so that CSP's script-src governs them; others (application/json) are data. */
const RUN_TYPES = /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** The text of each inline script of a page that the browser would run (no `src`, a script type). */
export const executableInlineScripts = (html: string): string[] => {
  const out: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (RUN_TYPES.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) out.push(body);
  }
  return out;
};

/** The CSP source allowing exactly this inline script. */
export const scriptHashSource = (script: string): string =>
  `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export interface SecurityHeaderOptions {
  /** TLS ends at a proxy in front (TRUST_PROXY set): browsers may be told to use https only. */
  tls: boolean;
  /** The inline scripts the served pages run (the H5 shell's start-up code), allowed by their hashes. */
  inlineScripts: readonly string[];
}

/**
 * helmet settings for every answer: the H5 shell, the sandbox cashier, the API and files.
 * - Scripts: the app's own files and the shell's inline start-up scripts by hash; no other inline script,
 *   no inline event handlers, no plugins, no `<base>` elsewhere.
 * - Styles: own files and inline. antd-mobile and React set style attributes, the shell and the cashier carry
 *   a `<style>` element, and goods descriptions and DIY rich text keep their editor's `style="…"`;
 *   styles cannot run script, and a hash or nonce in style-src would switch 'unsafe-inline' off.
 * - Pictures and films: the operator's DIY, goods and a CDN (`VITE_IMG_DOMAIN`) may name any host, as do
 *   WeChat avatars; `blob:` is the local preview of a chosen avatar, `data:` the small inline icons.
 * - Requests: the API on this origin only. Forms: this origin only (the sandbox cashier posts to itself;
 *   WeChat Pay and Alipay are opened as links, not forms).
 * - Framing: none (the cashier and pay pages cannot be put in someone else's frame; the mini-program's
 *   web-view is not a frame). The storefront's own web-view page frames the operator's http(s) links
 *   (the page refuses any other scheme), so frames may show any http(s) host.
 * - Referrer: the origin only, and never from https to http. WeChat H5 pay checks that the Referer names the
 *   merchant's registered domain, so no-referrer would break it.
 * - HSTS and upgrade-insecure-requests only when TLS is in front; on plain http they would break the site.
 */
export const securityHeaders = (opts: SecurityHeaderOptions): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...[...new Set(opts.inlineScripts)].map(scriptHashSource)],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameSrc: ["'self'", 'https:', 'http:'],
      frameAncestors: ["'none'"],
      ...(opts.tls ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: opts.tls ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
  // Uploaded pictures may be shown by a storefront on another origin (a uni-app build, a CDN in front); the
  // upload handler opens them to it (infra/storage), everything else stays same-origin.
  crossOriginResourcePolicy: { policy: 'same-origin' },
});

/** JSON endpoints (`/api/…` and the add-ons' `/<addon>/api/…`): never rendered as a document. */
const API_PATH = /^\/(?:[a-z]+\/)?api\//i;
/** The API's readable contract (`/api/docs`, infra/http/api-docs) is a page under the API's prefix: it gets the CSP. */
const PAGE_UNDER_API = /^\/api\/docs\/?(?:[?#]|$)/i;

/** The headers helmet sets for `options`: none depends on the request, so they are worked out once. */
const headersOf = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  if (!finished) throw new Error('security headers: helmet did not finish synchronously');
  return headers;
};

/**
 * Registers the headers of {@link securityHeaders} for every request. They are the same for every request of a
 * kind, so helmet runs once per kind at start-up (run per request it cost about 25 µs, an eighth of a cheap API
 * request): API answers (JSON, with nosniff never taken for a page) get every header but the CSP, pages and files
 * all of them.
 */
export const registerSecurityHeaders = (app: FastifyInstance, opts: SecurityHeaderOptions): void => {
  const options = securityHeaders(opts);
  const page = headersOf(options);
  const api = headersOf({ ...options, contentSecurityPolicy: false });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(API_PATH.test(req.url) && !PAGE_UNDER_API.test(req.url) ? api : page);
    done();
  });
};
