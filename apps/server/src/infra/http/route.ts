import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MEMBER_STATUS, Code, nowSeconds, TOKEN_REFRESH_WINDOW_SECONDS, type Access, type Endpoint, type Lang } from '@mall/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../db/client';
import type { TokenCodec } from '../security/token';
import { AppError } from './errors';
import { pickLang } from './lang';
import { keptAnswer, sendKept, type KeepAnswers } from './kept-answers';
import { M, translate } from './messages';
import { requireOperator } from './operator';
import { unstorableTextError, validationError } from './validation';

export type AuthMode = 'none' | 'optional' | 'required';

/** How the HTTP layer learns whether a token's member may still act (set by the member module). */
export interface MemberGate {
  load(memberId: number): Promise<{ status: number; tokenVersion: number } | null>;
}

export interface Deps {
  config: AppConfig;
  database: Database;
  tokens: TokenCodec;
  memberGate: MemberGate;
}

export interface Ctx {
  lang: Lang;
  memberId: number | null;
  appType: string;
  websiteId: number;
  ip: string;
  deps: Deps;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedCtx extends Ctx {
  memberId: number;
}

type Handler<S extends z.ZodType, C extends Ctx> = (input: z.output<S>, ctx: C) => Promise<unknown> | unknown;

export interface RouteSpec<S extends z.ZodType = z.ZodType> {
  path: string;
  auth: AuthMode;
  input: S;
  handler: Handler<S, Ctx>;
  /** Keep the request body text as received (`rawBodyOf(ctx.req)`), e.g. for signed payment notifications. */
  rawBody?: boolean;
  /** An operator endpoint: the handler checks the `x-admin-key` header (told in the API document). */
  operator?: boolean;
  /** The params the handler validates itself when `input` lets everything through (for the API document). */
  params?: z.ZodType;
  /** The contract's declaration this route was mounted from (its summary and answer type go into the API document). */
  endpoint?: Endpoint;
  /** What a refusal of the params becomes, when the endpoint's refusals carry more than the message (e.g. an error code in `data`). */
  refuseParams?: (err: AppError) => unknown;
  /** The answer is the same for every caller: keep it finished in memory under this version (kept-answers.ts). */
  keep?: KeepAnswers<any, Ctx>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the input is the route's own
}

const RAW_BODY = Symbol('rawBody');
const INPUT_READ = Symbol('inputRead');

/**
 * True once a route's handler has its parsed input in hand: an error before that (on a multipart request, inside
 * the body parser) is the body's fault, not the server's.
 */
export const inputWasRead = (req: FastifyRequest): boolean => (req as unknown as { [INPUT_READ]?: boolean })[INPUT_READ] === true;
const RAW_BODY_LIMIT = 1024 * 1024;

/** The body text of a request to a route declared with `rawBody: true` ('' otherwise). */
export const rawBodyOf = (req: FastifyRequest): string => (req as unknown as { [RAW_BODY]?: string })[RAW_BODY] ?? '';

const noInput = z.object({});

/** A public or optional-login endpoint. */
export function route<S extends z.ZodType = typeof noInput>(
  path: string,
  spec: { auth?: 'none' | 'optional'; input?: S; handler: Handler<S, Ctx>; rawBody?: boolean },
): RouteSpec {
  return {
    path,
    auth: spec.auth ?? 'none',
    input: (spec.input ?? noInput) as z.ZodType,
    handler: spec.handler as Handler<z.ZodType, Ctx>,
    rawBody: spec.rawBody,
  };
}

/** An endpoint for a logged-in member: the handler always gets a memberId. */
export function memberRoute<S extends z.ZodType = typeof noInput>(
  path: string,
  spec: { input?: S; handler: Handler<S, AuthedCtx> },
): RouteSpec {
  return { path, auth: 'required', input: (spec.input ?? noInput) as z.ZodType, handler: spec.handler as Handler<z.ZodType, Ctx> };
}

/** The context a handler of an endpoint gets: a member's always carries the member id. */
export type CtxOf<A extends Access> = A extends 'member' ? AuthedCtx : Ctx;

const AUTH_OF: Record<Access, AuthMode> = { visitor: 'none', optional: 'optional', member: 'required', operator: 'none' };

/**
 * Mounts a contract endpoint: its params are checked before `handler` runs (an operator endpoint checks the
 * `x-admin-key` header first, so callers without it learn nothing of the params), and the handler must answer
 * the endpoint's declared type. `opts.refuseParams` turns a refusal of the params into the endpoint's own kind
 * of refusal (create's `data.error_code`).
 */
export function serve<P extends z.ZodType, R, A extends Access>(
  ep: Endpoint<P, R, A>,
  handler: (input: z.output<P>, ctx: CtxOf<A>) => Promise<R> | R,
  opts: { rawBody?: boolean; refuseParams?: (err: AppError) => unknown; keep?: KeepAnswers<z.output<P>, CtxOf<A>> } = {},
): RouteSpec {
  return {
    path: ep.path,
    auth: AUTH_OF[ep.access],
    input: ep.params,
    handler: handler as Handler<z.ZodType, Ctx>,
    rawBody: opts.rawBody,
    refuseParams: opts.refuseParams,
    keep: opts.keep as RouteSpec['keep'],
    operator: ep.access === 'operator' || undefined,
    endpoint: ep as Endpoint,
  };
}

export const envelope = (code: number, message: string, data: unknown, extra?: Record<string, unknown>) => ({
  code,
  message,
  data,
  timestamp: nowSeconds(),
  ...extra,
});

const str = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined);

/** Query and body merged; body wins (the mall's clients send either). */
export const readInput = (req: FastifyRequest): Record<string, unknown> => {
  const q = (req.query && typeof req.query === 'object' ? req.query : {}) as Record<string, unknown>;
  const b = (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? req.body : {}) as Record<string, unknown>;
  return { ...q, ...b };
};

export const requestLang = (req: FastifyRequest): Lang => pickLang(str(readInput(req).lang), req.headers['accept-language']);

interface AuthResult {
  memberId: number | null;
  refreshtoken?: string;
}

const authenticate = async (deps: Deps, token: string | undefined, mode: AuthMode): Promise<AuthResult> => {
  if (!token) {
    if (mode === 'required') throw new AppError(M.tokenMissing, Code.ERROR, undefined, null, 'TOKEN_NOT_EXIST');
    return { memberId: null };
  }
  const check = deps.tokens.verify(token);
  if (!check.ok) {
    if (mode === 'optional') return { memberId: null };
    throw check.reason === 'expired'
      ? new AppError(M.tokenExpire, Code.TOKEN_EXPIRE, undefined, null, 'TOKEN_EXPIRE')
      : new AppError(M.tokenError, Code.TOKEN_ERROR, undefined, null, 'TOKEN_ERROR');
  }
  const member = await deps.memberGate.load(check.payload.member_id);
  if (!member || member.status !== MEMBER_STATUS.normal || member.tokenVersion !== check.payload.v) {
    if (mode === 'optional') return { memberId: null };
    throw new AppError(M.tokenExpire, Code.TOKEN_EXPIRE, undefined, null, 'TOKEN_EXPIRE');
  }
  const left = check.payload.expire_time - nowSeconds();
  const refreshtoken = left < TOKEN_REFRESH_WINDOW_SECONDS ? deps.tokens.issue(check.payload.member_id, member.tokenVersion) : undefined;
  return { memberId: check.payload.member_id, refreshtoken };
};

/** Registers each spec for GET and POST; answers the envelope; validation errors are code -1 in the caller's language. */
export const mountRoutes = (app: FastifyInstance, deps: Deps, specs: RouteSpec[]) => {
  for (const spec of specs) {
    app.route({
      method: ['GET', 'POST'],
      url: spec.path,
      ...(spec.rawBody
        ? {
            preParsing: async (req: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) => {
              const chunks: Buffer[] = [];
              let size = 0;
              for await (const c of payload) {
                const b = typeof c === 'string' ? Buffer.from(c) : (c as Buffer);
                size += b.length;
                if (size > RAW_BODY_LIMIT) throw Object.assign(new Error('body too large'), { statusCode: 413 });
                chunks.push(b);
              }
              const buf = Buffer.concat(chunks);
              (req as unknown as { [RAW_BODY]?: string })[RAW_BODY] = buf.toString('utf8');
              return Readable.from([buf]);
            },
          }
        : {}),
      handler: async (req, reply) => {
        (req as unknown as { [INPUT_READ]?: boolean })[INPUT_READ] = true;
        const raw = readInput(req);
        // Before anything reads a value (the token check included): no text with a NUL or a lone surrogate goes further.
        const unstorable = unstorableTextError(raw);
        if (unstorable) throw unstorable;
        const lang = pickLang(str(raw.lang), req.headers['accept-language']);
        const auth = await authenticate(deps, str(raw.token), spec.auth);
        const ctx: Ctx = {
          lang,
          memberId: auth.memberId,
          appType: str(raw.app_type) === 'wechat' ? 'wechat' : 'h5',
          websiteId: Number(str(raw.website_id) ?? 0) || 0,
          // Read only by the routes that need it: it asks the socket for its peer every time.
          get ip() {
            return req.ip;
          },
          deps,
          req,
          reply,
        };
        if (spec.operator) requireOperator(ctx);
        const parsed = spec.input.safeParse(raw);
        if (!parsed.success) {
          const refusal = validationError(parsed.error, raw);
          throw spec.refuseParams ? spec.refuseParams(refusal) : refusal;
        }
        // A refreshed token is the caller's own: such an answer is built, not kept.
        if (spec.keep && !auth.refreshtoken && !(spec.keep.visitorsOnly && ctx.memberId)) {
          const keep = spec.keep;
          const key = `${spec.path}\n${lang}\n${JSON.stringify(parsed.data)}${keep.vary ? `\n${keep.vary(parsed.data, ctx)}` : ''}`;
          const kept = await keptAnswer(deps.database.db, keep, key, async (second) => {
            const answer = envelope(Code.SUCCESS, translate(M.success, lang), (await spec.handler(parsed.data, ctx)) ?? null);
            return Buffer.from(JSON.stringify({ ...answer, timestamp: second }));
          });
          if (kept) return sendKept(req, reply, kept);
        }
        const data = await spec.handler(parsed.data, ctx);
        if (reply.sent) return reply;
        return envelope(
          Code.SUCCESS,
          translate(M.success, lang),
          data ?? null,
          auth.refreshtoken ? { refreshtoken: auth.refreshtoken } : undefined,
        );
      },
    });
  }
};
