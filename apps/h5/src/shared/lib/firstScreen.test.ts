import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

const load = () => import('./firstScreen');

describe('first screen data', () => {
  it('resolves at once when no page holds data', async () => {
    const { firstScreenData } = await load();
    vi.useFakeTimers();
    let done = false;
    void firstScreenData(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('waits for held data, and a failed request does not hold the render', async () => {
    const { firstScreenData, holdFirstRender } = await load();
    vi.useFakeTimers();
    let arrive!: () => void;
    holdFirstRender(new Promise<void>((r) => (arrive = r)));
    holdFirstRender(Promise.reject(new Error('offline')));
    let done = false;
    void firstScreenData(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(false);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('gives up after the limit', async () => {
    const { firstScreenData, holdFirstRender } = await load();
    vi.useFakeTimers();
    holdFirstRender(new Promise(() => undefined));
    let done = false;
    void firstScreenData(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
