/** The longest a lane's first checkout waits for others while the process is taking in requests. */
export const MAX_LINGER_MS = 500;
/** A turn of the event loop shorter than this read no flood of requests. */
const QUIET_TURN_MS = 5;

/**
 * Calls `start` once the process has taken in what was sent to it: a turn of the event loop passed quickly and
 * `pending()` (signed-in requests still waiting for their member check, which every checkout passes before it
 * can join a batch) is 0, or MAX_LINGER_MS have passed. While a rush is being taken in, each turn reads hundreds
 * of requests and a batch started then would wait that long for each of its round trips; the checkouts read
 * meanwhile join it instead, so the rush is written in one batch rather than in a slow one and others after
 * it (`order.rush.ts`). Alone, a checkout waits one turn.
 */
export const afterIntake = (pending: () => number, start: () => void): void => {
  const opened = performance.now();
  let last = opened;
  const check = () => {
    const now = performance.now();
    if ((now - last < QUIET_TURN_MS && pending() === 0) || now - opened >= MAX_LINGER_MS) start();
    else setImmediate(check);
    last = now;
  };
  setImmediate(check);
};
