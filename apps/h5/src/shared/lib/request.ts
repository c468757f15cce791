import { APP_TYPES, Code, REQUEST_TIMEOUT_MS, TOKEN_INVALID_CODES, isSuccess, type AppType, type Envelope } from '@mall/contract';
import i18n, { bcp47, storedLang } from '../../i18n';
import { isWeChat } from '../../platform/wechat';
import { useAuth } from '../state/auth';
import { storage, StorageKey } from './storage';
import { takeEarly } from './early';
import { toast } from './toast';

/** A failed call: the envelope's code/message, or code -1 with the "request:fail" text for network failures. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  /** `error_code` key of the envelope when the server sends one (e.g. TOKEN_NOT_EXIST). */
  readonly errorCode?: string;
  constructor(code: number, message: string, data?: unknown, errorCode?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.errorCode = errorCode;
  }
}

export interface RequestOpts {
  /** No toast for a failed response (the promise still rejects). */
  silent?: boolean;
  /** Milliseconds before the call is aborted; default 60 000 (spec §9). */
  timeout?: number;
  /** Caller cancellation (TanStack Query passes one); an aborted call rejects with the AbortError, no toast. */
  signal?: AbortSignal;
}

type Params = Record<string, unknown>;

/** API base URL: `VITE_API_BASE` at build time, else same origin (''). No trailing slash. */
export const apiBase = (): string => String(import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

/** `wechat` inside the WeChat browser, else `h5` (spec §7). */
export const appType = (): AppType => (isWeChat() ? 'wechat' : 'h5');

/** Parameters every call carries: app_type, app_type_name, and token / website_id when stored. */
export const commonParams = (): Record<string, string> => {
  const type = appType();
  const params: Record<string, string> = { app_type: type, app_type_name: APP_TYPES[type] };
  const token = useAuth.getState().token;
  if (token) params.token = token;
  const websiteId = storage.getString(StorageKey.websiteId);
  if (websiteId) params.website_id = websiteId;
  return params;
};

/** An array holding an object travels as JSON text (`goods_evaluate`); commas could not keep its fields apart. */
const isRecordList = (value: unknown[]): boolean => value.some((v) => typeof v === 'object' && v !== null);

/**
 * Form/query encoding: drops undefined/null, arrays of scalars → csv, arrays of objects and objects → JSON,
 * booleans → 1/0.
 */
export const encodeParams = (params: Params): URLSearchParams => {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) out.append(key, isRecordList(value) ? JSON.stringify(value) : value.join(','));
    else if (typeof value === 'boolean') out.append(key, value ? '1' : '0');
    else if (typeof value === 'object') out.append(key, JSON.stringify(value));
    else out.append(key, String(value));
  }
  return out;
};

const isEnvelope = (v: unknown): v is Envelope<unknown> & { error_code?: string } =>
  typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';

const failText = (): string => i18n.t('common.requestFail');

/**
 * The server's own refusal of a call (a message the shopper should read instead of "retry"), or '' for a
 * network failure, a timeout, a server fault or an unreadable answer, which a retry may cure.
 */
export const refusalOf = (error: unknown): string =>
  error instanceof ApiError && error.code !== Code.FAIL && error.message !== failText() ? error.message : '';

const reject = (err: ApiError, opts: RequestOpts): never => {
  if (!opts.silent) void toast(err.message);
  throw err;
};

async function request<T>(method: 'GET' | 'POST', path: string, params: Params = {}, opts: RequestOpts = {}): Promise<T> {
  const body = encodeParams({ ...commonParams(), ...params });
  const url = `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeout ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = (): void => controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort);

  // The shopper's chosen language (server messages follow it), also while its messages are still loading.
  const init: RequestInit = { method, signal: controller.signal, headers: { 'Accept-Language': bcp47(storedLang()) } };
  let target = url;
  if (method === 'GET') {
    const qs = body.toString();
    if (qs) target += (url.includes('?') ? '&' : '?') + qs;
  } else {
    init.headers = { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
    init.body = body.toString();
  }

  let envelope: unknown;
  try {
    const res = await ((method === 'GET' ? takeEarly(target) : undefined) ?? fetch(target, init));
    envelope = await res.json();
  } catch (e) {
    if (opts.signal?.aborted && !timedOut) throw e;
    return reject(new ApiError(-1, failText()), opts);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
  if (!isEnvelope(envelope)) return reject(new ApiError(-1, failText()), opts);

  if (typeof envelope.refreshtoken === 'string' && envelope.refreshtoken) {
    useAuth.getState().setToken(envelope.refreshtoken);
  }
  if (isSuccess(envelope.code)) return envelope.data as T;

  if (TOKEN_INVALID_CODES.includes(envelope.code)) useAuth.getState().logout();
  return reject(new ApiError(envelope.code, envelope.message || failText(), envelope.data, envelope.error_code), opts);
}

/**
 * The API client. Resolves with `data` when `code >= 0`; otherwise shows the server message as a 1.5 s
 * bottom toast (unless `silent`) and rejects with ApiError. GET sends a query string, POST a form body.
 */
export const http = {
  get<T>(path: string, params?: Params, opts?: RequestOpts): Promise<T> {
    return request<T>('GET', path, params, opts);
  },
  post<T>(path: string, data?: Params, opts?: RequestOpts): Promise<T> {
    return request<T>('POST', path, data, opts);
  },
};
