// Countdowns (seckill slots, limited-time discounts): the parts of a remaining time, tested in features/seckill/model.

export interface CountdownParts {
  d: number;
  /** Two digits each. */
  h: string;
  m: string;
  s: string;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** Days, hours, minutes and seconds of a remaining time (negative counts as 0). */
export const countdownParts = (seconds: number): CountdownParts => {
  const t = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return { d: Math.floor(t / 86_400), h: two(Math.floor((t % 86_400) / 3600)), m: two(Math.floor((t % 3600) / 60)), s: two(t % 60) };
};
