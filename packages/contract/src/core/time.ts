/** The one clock: Unix seconds, the unit of every `*_time` column and wire field. Read at call time, so tests that
 *  fake the clock (`vi.useFakeTimers` / `vi.setSystemTime`) move it too. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
