import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildOpenApiDocument, type Audience, type OpenApiDocument, type Operation } from './openapi';
import type { RouteSpec } from './route';

/** Where the contract is served: the OpenAPI document and a page people can read. */
export const API_DOCS_JSON_PATH = '/api/docs.json';
export const API_DOCS_PAGE_PATH = '/api/docs';

type Json = Record<string, unknown>;

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `code` spans for the document's `backticked` words; everything else escaped. */
const inline = (s: string): string => escapeHtml(s).replace(/`([^`]+)`/g, '<code>$1</code>');

const refName = (s: Json): string | undefined => (typeof s.$ref === 'string' ? s.$ref.split('/').pop() : undefined);

/** A short type for a param: `integer`, `string[]`, `0 | 1`, `"h5" | "wechat"`. */
export const typeText = (s: Json): string => {
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alts = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (alts) return alts.map(typeText).join(' | ');
  if (s.type === 'array') return `${s.items ? typeText(s.items as Json) : 'any'}[]`;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  if (typeof s.type === 'string') return s.type;
  return refName(s) ?? 'any';
};

const CONSTRAINTS: [string, string][] = [
  ['minimum', '≥'],
  ['exclusiveMinimum', '>'],
  ['maximum', '≤'],
  ['exclusiveMaximum', '<'],
  ['minLength', 'length ≥'],
  ['maxLength', 'length ≤'],
  ['minItems', 'items ≥'],
  ['maxItems', 'items ≤'],
  ['pattern', 'pattern'],
  ['format', 'format'],
  ['default', 'default'],
];

/** Bounds, pattern, format and default of a param (and of an array's items). */
export const constraintsText = (s: Json): string => {
  const out: string[] = [];
  for (const [key, label] of CONSTRAINTS) {
    const v = s[key];
    // zod writes the safe-integer limits for unbounded integers: no news to a reader.
    if (v === undefined || (typeof v === 'number' && Math.abs(v) >= Number.MAX_SAFE_INTEGER)) continue;
    out.push(`${label} ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  }
  if (s.type === 'array' && s.items && typeof s.items === 'object') {
    const items = constraintsText(s.items as Json);
    if (items) out.push(`each ${items}`);
  }
  return out.join(', ');
};

const AUDIENCE_LABEL: Record<Audience, string> = {
  none: 'public',
  optional: 'public, token optional',
  member: 'member token',
  operator: 'x-admin-key',
};

const paramRows = (op: Operation): string =>
  (op.parameters as Json[])
    .filter((p) => !p.$ref)
    .map((p) => {
      const schema = (p.schema ?? {}) as Json;
      const description = typeof p.description === 'string' ? p.description : typeof schema.description === 'string' ? schema.description : '';
      return (
        `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(typeText(schema))}</td>` +
        `<td>${p.required ? 'yes' : ''}</td><td>${escapeHtml(description)}</td><td>${escapeHtml(constraintsText(schema))}</td></tr>`
      );
    })
    .join('');

const endpoint = (path: string, op: Operation): string => {
  const rows = paramRows(op);
  return (
    `<section class="ep" id="${escapeHtml(op.operationId.replace(/Get$/, ''))}"><h3><span class="m">GET · POST</span> <code>${escapeHtml(path)}</code>` +
    ` <span class="auth auth-${op['x-auth']}">${AUDIENCE_LABEL[op['x-auth']]}</span></h3>` +
    (rows
      ? `<table><thead><tr><th>param</th><th>type</th><th>required</th><th>description</th><th>constraints</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p class="none">No params besides the common ones.</p>') +
    '</section>'
  );
};

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#222}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ddd}h3{font-size:14px;margin:16px 0 4px}
code{font-family:ui-monospace,monospace;background:#f4f4f4;padding:0 3px;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:4px 0}th,td{border:1px solid #e2e2e2;padding:3px 6px;text-align:left;vertical-align:top}
th{background:#fafafa}.m{color:#666;font-weight:normal}.auth{font-weight:normal;font-size:12px;padding:1px 6px;border-radius:8px;background:#eef}
.auth-member{background:#fde8d8}.auth-operator{background:#f8d7da}.none{color:#888;margin:0}nav a{margin-right:8px}
.ep{overflow-x:auto}h3 code{word-break:break-all}`;

/** The readable page: conventions, then per tag a section with each endpoint's auth and params. No script at all. */
export const renderDocsPage = (doc: OpenApiDocument): string => {
  const byTag = new Map<string, [string, Operation][]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const tag = item.get.tags[0]!;
    byTag.set(tag, [...(byTag.get(tag) ?? []), [path, item.get]]);
  }
  const tags = [...byTag.keys()].sort();
  const conventions = doc.info.description
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => `<li>${inline(l.slice(2))}</li>`)
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title><style>${STYLE}</style></head><body>` +
    `<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>` +
    `<p>The machine-readable contract (OpenAPI 3.1): <a href="${API_DOCS_JSON_PATH}">${API_DOCS_JSON_PATH}</a>. ` +
    `Common params on every endpoint: <code>lang</code>, <code>app_type</code>; member endpoints also <code>token</code>.</p>` +
    `<ul>${conventions}</ul>` +
    `<nav>${tags.map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join(' ')}</nav>` +
    tags
      .map((t) => `<h2 id="tag-${escapeHtml(t)}">${escapeHtml(t)}</h2>` + byTag.get(t)!.map(([p, op]) => endpoint(p, op)).join(''))
      .join('') +
    '</body></html>'
  );
};

/** Serves the document and the page, both built once here (the endpoint list is fixed at start-up). */
export const registerApiDocs = (app: FastifyInstance, routes: readonly RouteSpec[]): void => {
  const doc = buildOpenApiDocument(routes);
  const json = JSON.stringify(doc);
  const page = renderDocsPage(doc);
  const etag = (body: string) => `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const serve = (body: string, type: string) => {
    const tag = etag(body);
    return (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache').header('etag', tag);
      if (req.headers['if-none-match'] === tag) return reply.code(304).send();
      return reply.type(type).send(body);
    };
  };
  app.get(API_DOCS_JSON_PATH, serve(json, 'application/json; charset=utf-8'));
  app.get(API_DOCS_PAGE_PATH, serve(page, 'text/html; charset=utf-8'));
};
