import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { intParam } from '@mall/contract';
import { allRoutes } from '../../modules';
import { renderDocsPage } from './api-docs';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi';
import { memberRoute, route, type RouteSpec } from './route';

const doc = buildOpenApiDocument(allRoutes);

/** The value a local `$ref` (`#/a/b`) points at in the document, or undefined. */
const resolve = (root: unknown, ref: string): unknown => {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!at || typeof at !== 'object' || !(key in at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
};

/** Every `$ref` string anywhere in a value. */
const refsIn = (v: unknown, out: string[] = []): string[] => {
  if (Array.isArray(v)) for (const x of v) refsIn(x, out);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      if (k === '$ref' && typeof x === 'string') out.push(x);
      else refsIn(x, out);
    }
  return out;
};

const queryParam = (d: OpenApiDocument, path: string, name: string) =>
  d.paths[path]!.get.parameters.find((p) => p.name === name) as { required: boolean; schema: Record<string, unknown> } | undefined;

describe('OpenAPI document of the endpoints', () => {
  it('has every declared endpoint, each with a GET and a form/JSON POST', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(allRoutes.map((r) => r.path))].sort());
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(item.get.operationId, path).toBeTruthy();
      const body = item.post.requestBody as { content: Record<string, { schema: unknown }> };
      expect(Object.keys(body.content).sort(), path).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    }
  });

  it('is OpenAPI 3.1 in structure: required fields, unique operation ids, known tags and schemes, every $ref resolves', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.info.description).toContain('-10009');
    expect(doc.info.description).toContain('"99.00"');
    const ids = new Set<string>();
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/'), path).toBe(true);
      for (const op of [item.get, item.post]) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(op.responses['200'], path).toBeTruthy();
        for (const t of op.tags) expect(tags.has(t), t).toBe(true);
        for (const s of op.security ?? [])
          for (const name of Object.keys(s)) expect(doc.components.securitySchemes[name], name).toBeTruthy();
        for (const p of op.parameters) {
          if (p.$ref) continue;
          expect(p.name, path).toBeTruthy();
          expect(p.in, path).toBe('query');
          expect(p.schema, path).toBeTruthy();
        }
      }
    }
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(resolve(doc, ref), ref).toBeDefined();
    // plain JSON: what is served is what was built
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('a member endpoint needs the token, an optional-login one may carry it, a public one needs nothing', () => {
    const member = allRoutes.find((r) => r.auth === 'required' && !r.operator)!;
    expect(doc.paths[member.path]!.get.security).toEqual([{ token: [] }]);
    expect(doc.paths[member.path]!.post.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/cart/lists']!.get.security).toEqual([{ token: [] }]);
    const optional = allRoutes.find((r) => r.auth === 'optional')!;
    expect(doc.paths[optional.path]!.get.security).toEqual([{}, { token: [] }]);
    expect(doc.paths['/api/goodssku/page']!.get.security).toBeUndefined();
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'query', name: 'token' });
  });

  it('an operator endpoint needs the x-admin-key header and documents the params it checks after the key', () => {
    const op = doc.paths['/admin/api/order/delivery']!;
    expect(op.post.security).toEqual([{ adminKey: [] }]);
    expect(doc.components.securitySchemes.adminKey).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-admin-key' }));
    expect(op.get.tags).toEqual(['admin']);
    expect(queryParam(doc, '/admin/api/order/delivery', 'order_id')).toMatchObject({
      required: true,
      schema: { type: 'integer', minimum: 1 },
    });
  });

  it('lists goodssku/page params with their types and bounds, tagged by controller', () => {
    expect(queryParam(doc, '/api/goodssku/page', 'page')).toEqual(
      expect.objectContaining({ required: false, schema: { type: 'integer', minimum: 1, maximum: 100_000 } }),
    );
    expect(queryParam(doc, '/api/goodssku/page', 'page_size')).toEqual(
      expect.objectContaining({ required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } }),
    );
    expect(doc.paths['/api/goodssku/page']!.get.tags).toEqual(['goodssku']);
    expect(doc.paths['/coupon/api/coupon/typelists']!.get.tags).toEqual(['coupon']);
    // the common params are shared, not repeated per endpoint
    expect(queryParam(doc, '/api/goodssku/page', 'lang')).toBeUndefined();
    expect(doc.paths['/api/goodssku/page']!.get.parameters).toContainEqual({ $ref: '#/components/parameters/lang' });
  });

  it('lists the checkout params with their real types, though the unset texts are dropped before the check', () => {
    expect(queryParam(doc, '/api/ordercreate/create', 'sku_id')?.schema).toMatchObject({ type: 'integer', minimum: 1 });
    expect(queryParam(doc, '/api/ordercreate/create', 'num')?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 999_999 });
    for (const name of ['cart_ids', 'delivery', 'coupon', 'member_address', 'buyer_message', 'pay_password', 'platform_coupon_id'])
      expect(queryParam(doc, '/api/ordercreate/create', name), name).toBeDefined();
    expect(queryParam(doc, '/api/ordercreate/payment', 'delivery')).toBeUndefined();
    expect(queryParam(doc, '/api/ordercreate/calculate', 'delivery')?.schema).not.toEqual({});
  });

  it('describes coerced, preprocessed, transformed and undescribable params without failing', () => {
    const odd: RouteSpec[] = [
      route('/api/odd/one', {
        input: z.object({
          n: z.coerce.number().int().min(2),
          p: intParam(1, 9),
          t: z.string().transform((s) => s.length),
          d: z.date(),
          b: z.bigint().optional(),
          f: z.custom<string>(() => true),
        }),
        handler: () => null,
      }),
      memberRoute('/api/odd/two', { input: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]), handler: () => null }),
      route('/odd/api/odd/three', { input: z.string(), handler: () => null }),
    ];
    const d = buildOpenApiDocument(odd, { version: '1.2.3' });
    expect(d.info.version).toBe('1.2.3');
    expect(queryParam(d, '/api/odd/one', 'n')?.schema).toMatchObject({ type: 'integer', minimum: 2 });
    expect(queryParam(d, '/api/odd/one', 'p')?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 9 });
    expect(queryParam(d, '/api/odd/one', 't')?.schema).toEqual({ type: 'string' });
    expect(queryParam(d, '/api/odd/one', 'd')?.schema).toEqual({});
    expect(queryParam(d, '/api/odd/two', 'a')?.required).toBe(false);
    expect(d.paths['/odd/api/odd/three']!.get.tags).toEqual(['odd']);
  });

  it('the readable page has a section per tag and each endpoint with its params, and no script', () => {
    const html = renderDocsPage(doc);
    expect(html).toContain('<h2 id="tag-goodssku">goodssku</h2>');
    expect(html).toContain('<code>/api/goodssku/page</code>');
    expect(html).toMatch(/<td><code>page_size<\/code><\/td><td>integer<\/td><td><\/td><td><\/td><td>≥ 1, ≤ 100<\/td>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('answers in the OpenAPI document', () => {
  const dataOf = (path: string): Record<string, unknown> | undefined => {
    const schema = (
      doc.paths[path]!.post.responses['200'] as {
        content: { 'application/json': { schema: { allOf?: { properties?: { data?: Record<string, unknown> } }[] } } };
      }
    ).content['application/json'].schema;
    return schema.allOf?.[1]?.properties?.data;
  };

  it('describes the data of a declared endpoint from its answer type, named types as shared schemas', () => {
    expect(dataOf('/api/cart/count')).toEqual({ type: 'number' });
    const list = dataOf('/api/cart/goodslists') as { type: string; items: { $ref: string } };
    expect(list.type).toBe('array');
    const row = resolve(doc, list.items.$ref) as { properties: Record<string, { type: string }>; required: string[] };
    expect(row.properties.price).toMatchObject({ type: 'string' });
    expect(row.required).toContain('sku_spec_format');
  });

  it('every declared endpoint has its answer described', () => {
    const declared = allRoutes.filter((r) => r.endpoint);
    expect(declared.length).toBeGreaterThan(0);
    for (const r of declared) expect(dataOf(r.path), r.path).toBeDefined();
  });
});
