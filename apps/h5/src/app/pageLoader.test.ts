import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage, loadedPage, PageLoadError, withTimeout } from './pageLoader';
import type { RouteDef } from './routes';

const Page = () => null;

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('resolves when the promise settles in time', async () => {
    await expect(withTimeout(Promise.resolve(1), 100)).resolves.toBe(1);
  });

  it('rejects with a timeout PageLoadError after the limit', async () => {
    vi.useFakeTimers();
    const p = withTimeout(new Promise(() => undefined), 60_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    const err = (await p) as PageLoadError;
    expect(err).toBeInstanceOf(PageLoadError);
    expect(err.reason).toBe('timeout');
  });

  it('wraps a failure as a failed PageLoadError', async () => {
    const err = (await withTimeout(Promise.reject(new Error('chunk')), 100).catch((e: unknown) => e)) as PageLoadError;
    expect(err.reason).toBe('failed');
  });
});

describe('loadPage', () => {
  it('caches a loaded page', async () => {
    const def: RouteDef = { path: '/p', load: vi.fn(async () => ({ default: Page })) };
    expect(loadedPage(def)).toBeUndefined();
    await expect(loadPage(def)).resolves.toBe(Page);
    expect(loadedPage(def)).toBe(Page);
    await loadPage(def);
    expect(def.load).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure: a retry loads again', async () => {
    const load = vi
      .fn<RouteDef['load']>()
      .mockRejectedValueOnce(new Error('net'))
      .mockResolvedValueOnce({ default: Page });
    const def: RouteDef = { path: '/q', load };
    await expect(loadPage(def)).rejects.toBeInstanceOf(PageLoadError);
    await expect(loadPage(def)).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('uses the 60 s page-load timeout by default', async () => {
    vi.useFakeTimers();
    const def: RouteDef = { path: '/slow', load: () => new Promise(() => undefined) };
    const p = loadPage(def).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await p) as PageLoadError).reason).toBe('timeout');
  });
});
