import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { Code, endpoints, MAX_PAGE_SIZE, type Endpoint } from '@mall/contract';
import type { RouteSpec } from './route';
import generated from './openapi.responses.json';
import { serverRoot } from '../../paths';

/**
 * The API's contract as an OpenAPI 3.1 document, built from the endpoint declarations (path, auth, zod input),
 * so a mall operator's tools and other clients (a uni-app build) read the same rules the server enforces.
 * Each answer's `data` is described from the endpoint's declared answer type: `scripts/api-responses.mjs` reads the
 * contract's TypeScript types into `openapi.responses.json` (kept current by a unit test).
 */

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, { get: Operation; post: Operation }>;
  components: { schemas: Record<string, Json>; parameters: Record<string, Json>; securitySchemes: Record<string, Json> };
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters: Json[];
  requestBody?: Json;
  responses: Json;
  'x-auth': Audience;
}

/** Who may call an endpoint: anyone, anyone (a member's token adds to the answer), a member, the operator. */
export type Audience = 'none' | 'optional' | 'member' | 'operator';

export const audienceOf = (spec: RouteSpec): Audience => (spec.operator ? 'operator' : spec.auth === 'required' ? 'member' : spec.auth);

/** `/api/<controller>/…` → the controller; `/<addon>/api/…` → the add-on (`admin` for the operator API); else the first segment. */
export const tagOf = (path: string): string => {
  const parts = path.split('/').filter(Boolean);
  const tag = parts[0] === 'api' ? parts[1] : parts[0];
  return (tag ?? 'root').toLowerCase();
};

const CODE_ROWS: [number, string][] = [
  [Code.SUCCESS, 'success (any `code >= 0`)'],
  [Code.ERROR, "a refusal or an invalid param (`message` says which, in the caller's language)"],
  [Code.FAIL, 'the server failed (HTTP 500)'],
  [Code.TOKEN_ERROR, 'token missing or invalid (also a wrong `x-admin-key`): log in again'],
  [Code.TOKEN_EXPIRE, 'token expired or revoked: log in again'],
];

const DESCRIPTION = [
  'Conventions of every endpoint:',
  '',
  '- Every endpoint answers both `GET` (params in the query string) and `POST` (a form, `application/x-www-form-urlencoded`, or JSON); query and body are merged, the body wins. Uploads post `multipart/form-data` with a `file` field.',
  "- Common params: `app_type` (`h5` or `wechat`), `lang` (`zh-cn` default, `en-us`; else `Accept-Language`), `token` (a member's token from login or register, for member endpoints). Blank params count as missing.",
  '- Every answer is HTTP 200 with the envelope `{code, message, data, timestamp}` (and `refreshtoken`, a new token, when the sent one is close to expiry). Each operation describes its `data` on success; on a refusal `data` is usually null.',
  '- Codes: ' +
    CODE_ROWS.map(([c, t]) => `\`${c}\` ${t}`).join('; ') +
    '. Other negative codes name a particular refusal (see `packages/contract` errors).',
  '- Money is a decimal string with two places (`"99.00"`); times are unix seconds; ids are positive integers; id lists are comma-separated (`1,2,3`).',
  `- Lists take \`page\` (from 1) and \`page_size\` (at most ${MAX_PAGE_SIZE}) and answer \`{page_count, count, list}\`.`,
  "- Operator endpoints (`/admin/api/…`) need the `x-admin-key` header (the server's `ADMIN_API_KEY`); without a configured key they are off.",
].join('\n');

/** The server's version, from its package.json. */
const serverVersion = (): string => {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
};

/**
 * The JSON Schema of what a client sends: `io: 'input'` describes a preprocessed param by the schema after its
 * preprocessing step (the checked type and bounds), and anything JSON Schema cannot say becomes `{}`.
 */
const inputSchema = (schema: z.ZodType): Json => {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    return rest;
  } catch {
    // A schema zod cannot describe at all (a cycle it refuses) is documented as "any object", never a start-up failure.
    return { type: 'object' };
  }
};

interface Field {
  name: string;
  schema: Json;
  required: boolean;
}

/** The top-level fields of an input schema: an object's properties, or those of the members of a union/intersection. */
const fieldsOf = (schema: Json): Field[] => {
  const out = new Map<string, Field>();
  const visit = (s: Json, requiredHere: boolean) => {
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    if (s.properties && typeof s.properties === 'object') {
      for (const [name, prop] of Object.entries(s.properties as Record<string, Json>)) {
        const prev = out.get(name);
        out.set(name, { name, schema: prev?.schema ?? prop, required: (prev?.required ?? false) || (requiredHere && required.has(name)) });
      }
    }
    for (const sub of (s.allOf as Json[] | undefined) ?? []) visit(sub, requiredHere);
    // In a union no single field is required by all callers.
    for (const sub of [...((s.anyOf as Json[] | undefined) ?? []), ...((s.oneOf as Json[] | undefined) ?? [])]) visit(sub, false);
  };
  visit(schema, true);
  return [...out.values()];
};

/** Moves zod's `$defs` (recursive or shared schemas) into the components and points their `$ref`s there. */
const hoistDefs = (schema: Json, prefix: string, into: Record<string, Json>): Json => {
  const defs = (schema.$defs ?? {}) as Record<string, Json>;
  const rename = (name: string) => `${prefix}.${name}`.replace(/[^A-Za-z0-9._-]/g, '_');
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (!v || typeof v !== 'object') return v;
    const o: Json = {};
    for (const [k, val] of Object.entries(v as Json)) {
      if (k === '$defs') continue;
      if (k === '$ref' && typeof val === 'string') {
        const m = /^#\/\$defs\/(.+)$/.exec(val);
        // A reference to the whole input (a cycle through the root) becomes "any value".
        o[k] = m ? `#/components/schemas/${rename(m[1]!)}` : val === '#' ? undefined : val;
        if (o[k] === undefined) delete o[k];
        continue;
      }
      o[k] = rewrite(val);
    }
    return o;
  };
  for (const [name, def] of Object.entries(defs)) into[rename(name)] = rewrite(def) as Json;
  return rewrite(schema) as Json;
};

/** Each declared endpoint's `domain.name`, the key of its answer in the generated schemas. */
const endpointKeys = (): Map<Endpoint, string> => {
  const out = new Map<Endpoint, string>();
  for (const [domain, group] of Object.entries(endpoints))
    for (const [name, ep] of Object.entries(group)) out.set(ep as Endpoint, `${domain}.${name}`);
  return out;
};

const operationId = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((p, i) => (i === 0 ? p : p[0]!.toUpperCase() + p.slice(1)))
    .join('');

const AUTH_TEXT: Record<Audience, string> = {
  none: 'Open to anyone.',
  optional: "Open to anyone; with a valid `token` the answer includes the member's own data.",
  member: 'A logged-in member: `token` is required.',
  operator: 'Operator only: the `x-admin-key` header is required.',
};

/** Builds the document from the endpoint declarations; `version` defaults to the server's package version. */
export const buildOpenApiDocument = (routes: readonly RouteSpec[], opts: { version?: string } = {}): OpenApiDocument => {
  const schemas: Record<string, Json> = {
    Envelope: {
      type: 'object',
      required: ['code', 'message', 'data', 'timestamp'],
      properties: {
        code: { type: 'integer', description: '0 or more: success; negative: a refusal (see the codes above)' },
        message: { type: 'string', description: "what happened, in the caller's language" },
        data: { description: 'the answer (its shape: the TypeScript types of packages/contract); null on a refusal' },
        timestamp: { type: 'integer', description: 'server time, unix seconds' },
        refreshtoken: { type: 'string', description: 'a fresh token when the sent one is close to expiry' },
        error_code: { type: 'string', description: 'a stable name of some refusals (TOKEN_EXPIRE, …)' },
      },
    },
  };
  const parameters: Record<string, Json> = {
    lang: {
      name: 'lang',
      in: 'query',
      required: false,
      description: 'Language of `message`: `zh-cn` (default) or `en-us`; may also be sent in the body.',
      schema: { type: 'string', enum: ['zh-cn', 'en-us'] },
    },
    app_type: {
      name: 'app_type',
      in: 'query',
      required: false,
      description: 'The calling client: `h5` (default) or `wechat`; may also be sent in the body.',
      schema: { type: 'string', enum: ['h5', 'wechat'] },
    },
  };
  const securitySchemes: Record<string, Json> = {
    token: {
      type: 'apiKey',
      in: 'query',
      name: 'token',
      description: "A member's token (from login or register), sent as the `token` query param or form/JSON field.",
    },
    adminKey: { type: 'apiKey', in: 'header', name: 'x-admin-key', description: "The server's ADMIN_API_KEY." },
  };
  Object.assign(schemas, generated.definitions);
  const keyOf = endpointKeys();
  const responsesOf = (spec: RouteSpec): Json => {
    const key = spec.endpoint && keyOf.get(spec.endpoint);
    const data = key ? (generated.responses as Record<string, Json>)[key] : undefined;
    const envelope = { $ref: '#/components/schemas/Envelope' };
    return {
      '200': {
        description: 'Always HTTP 200 with the envelope; `code` tells success from refusal, `data` is the answer on success.',
        content: { 'application/json': { schema: data ? { allOf: [envelope, { type: 'object', properties: { data } }] } : envelope } },
      },
    };
  };

  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const spec of routes) {
    const audience = audienceOf(spec);
    const tag = tagOf(spec.path);
    tags.add(tag);
    const id = operationId(spec.path);
    const body = hoistDefs(inputSchema(spec.params ?? spec.input), id, schemas);
    const fields = fieldsOf(body).filter((f) => !['lang', 'app_type', 'token'].includes(f.name));
    const security: Record<string, string[]>[] | undefined =
      audience === 'member'
        ? [{ token: [] }]
        : audience === 'optional'
          ? [{}, { token: [] }]
          : audience === 'operator'
            ? [{ adminKey: [] }]
            : undefined;
    const common: Json[] = [{ $ref: '#/components/parameters/lang' }, { $ref: '#/components/parameters/app_type' }];
    const base = {
      summary: spec.endpoint?.summary ?? `${spec.path} (${audience})`,
      description: AUTH_TEXT[audience],
      tags: [tag],
      ...(security ? { security } : {}),
      responses: responsesOf(spec),
      'x-auth': audience,
    };
    const query: Json[] = fields.map((f) => ({
      name: f.name,
      in: 'query',
      required: f.required,
      ...(typeof f.schema.description === 'string' ? { description: f.schema.description } : {}),
      schema: f.schema,
      // Arrays travel as comma-separated text in a query string.
      ...(f.schema.type === 'array' ? { style: 'form', explode: false } : {}),
    }));
    const bodySchema: Json = { ...body, type: 'object' };
    paths[spec.path] = {
      get: { ...base, operationId: `${id}Get`, parameters: [...common, ...query] },
      post: {
        ...base,
        operationId: `${id}Post`,
        parameters: common,
        requestBody: {
          required: false,
          content: { 'application/x-www-form-urlencoded': { schema: bodySchema }, 'application/json': { schema: bodySchema } },
        },
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Mall H5 API', version: opts.version ?? serverVersion(), description: DESCRIPTION },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: { schemas, parameters, securitySchemes },
  };
};
