/**
 * A stand-in for the shell's `http` client in feature component tests: handlers per path, a log of
 * calls. A test file routes the client to it with `withFakeHttp()` (./withFakeHttp.ts).
 */
export interface FakeCall {
  method: 'GET' | 'POST';
  path: string;
  params: Record<string, unknown>;
}

export type Handler = (params: Record<string, unknown>) => unknown;

/** A failed answer (what the real client rejects with: the envelope's code and message). */
export class FakeApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

const routes = new Map<string, Handler>();
const calls: FakeCall[] = [];

const handle = async <T>(method: 'GET' | 'POST', path: string, params?: Record<string, unknown>): Promise<T> => {
  const p = { ...(params ?? {}) };
  calls.push({ method, path, params: p });
  await Promise.resolve();
  const h = routes.get(path);
  if (!h) throw new FakeApiError(-1, `no fake route for ${path}`);
  return (await h(p)) as T;
};

export const fakeHttp = {
  get: <T>(path: string, params?: Record<string, unknown>): Promise<T> => handle<T>('GET', path, params),
  post: <T>(path: string, data?: Record<string, unknown>): Promise<T> => handle<T>('POST', path, data),
};

/** An endpoint of the contract, or its path. */
type Target = string | { path: string };
const pathOf = (t: Target): string => (typeof t === 'string' ? t : t.path);

export const fakeApi = {
  on(target: Target, handler: Handler): void {
    routes.set(pathOf(target), handler);
  },
  calls(target?: Target): FakeCall[] {
    return target ? calls.filter((c) => c.path === pathOf(target)) : [...calls];
  },
  reset(): void {
    routes.clear();
    calls.length = 0;
  },
};
