import { describe, expect, it } from 'vitest';
import { afterIntake, MAX_LINGER_MS } from './rush.intake';

const turn = () => new Promise((r) => setImmediate(r));
/** Keeps the event loop busy for `ms`, as a turn reading a flood of requests does. */
const busyFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('a rush batch starts once the intake is done', () => {
  it('starts on the next quiet turn when nothing waits for its member check', async () => {
    let started = false;
    afterIntake(
      () => 0,
      () => (started = true),
    );
    expect(started).toBe(false);
    await turn();
    await turn();
    expect(started).toBe(true);
  });

  it('waits while member checks are in flight, and starts on the first quiet turn after them', async () => {
    let pending = 3;
    let started = false;
    afterIntake(
      () => pending,
      () => (started = true),
    );
    for (let i = 0; i < 5; i++) await turn();
    expect(started).toBe(false);
    pending = 0;
    await turn();
    await turn();
    expect(started).toBe(true);
  });

  it('does not start right after a long turn, which may have read more checkouts still to join', async () => {
    let started = false;
    afterIntake(
      () => 0,
      () => (started = true),
    );
    busyFor(20);
    await turn();
    expect(started).toBe(false);
    await turn();
    expect(started).toBe(true);
  });

  it('waits no longer than the linger limit, however busy the process stays', async () => {
    let startedAt = 0;
    const opened = performance.now();
    afterIntake(
      () => 1,
      () => (startedAt = performance.now()),
    );
    while (!startedAt) await new Promise((r) => setTimeout(r, 10));
    expect(startedAt - opened).toBeGreaterThanOrEqual(MAX_LINGER_MS);
    expect(startedAt - opened).toBeLessThan(MAX_LINGER_MS + 1000);
  });
});
