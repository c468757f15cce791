/** The one clock: Unix seconds, the unit of every `*_time` column and wire field. Read at call time, so tests that
 *  fake the clock (`vi.useFakeTimers` / `vi.setSystemTime`) move it too. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The mall keeps China time (UTC+8, no daylight saving): its days (sign-in) and months (ledger) are counted there. */
export const MALL_UTC_OFFSET_SECONDS = 8 * 3600;

/** "YYYY-MM" of the mall month that `unix` (seconds) falls in. */
export const mallMonthOf = (unix: number): string => {
  const d = new Date((unix + MALL_UTC_OFFSET_SECONDS) * 1000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The mall month "YYYY-MM" as unix seconds [start, end); null when the text is no month. */
export const mallMonthWindow = (month: string): { start: number; end: number } | null => {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (mo < 1 || mo > 12) return null;
  return { start: Date.UTC(y, mo - 1, 1) / 1000 - MALL_UTC_OFFSET_SECONDS, end: Date.UTC(y, mo, 1) / 1000 - MALL_UTC_OFFSET_SECONDS };
};

/** The mall's calendar day of a Unix time, 'YYYY-MM-DD'. */
export const mallDate = (unix: number): string => new Date((unix + MALL_UTC_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);

/** Seconds since the mall's midnight (UTC+8) at `unix`: where seckill slots are counted. */
export const mallSecondOfDay = (unix: number): number => (((unix + MALL_UTC_OFFSET_SECONDS) % 86_400) + 86_400) % 86_400;

/** Unix seconds of the mall's midnight starting the day of `unix`. */
export const mallDayStart = (unix: number): number => unix - mallSecondOfDay(unix);

/** "H:i:s" of seconds since midnight (86400 reads "24:00:00"). */
export const secondsOfDayText = (s: number): string =>
  [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
