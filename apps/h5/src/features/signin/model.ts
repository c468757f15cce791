import { mallDate, nowSeconds, type SigninReward } from '@mall/contract';

export interface CalendarDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  day: number;
  inMonth: boolean;
  today: boolean;
}

/** Today in the mall's calendar (the day the server signs). */
export const mallToday = (): string => mallDate(nowSeconds());

/** The weeks (Sunday first) that show the month of `today`, with the neighbouring months' days to fill them. */
export const monthGrid = (today: string): CalendarDay[][] => {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const start = Date.UTC(y, m - 1, 1 - first.getUTCDay());
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells = Math.ceil((first.getUTCDay() + daysInMonth) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const d = new Date(start + i * 86_400_000);
    const date = d.toISOString().slice(0, 10);
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1].push({ date, day: d.getUTCDate(), inMonth: d.getUTCMonth() === m - 1, today: date === today });
  }
  return weeks;
};

/** The reward the next sign-in earns for a streak that stands at `streak` (reference rule: the row of that day, else the last). */
export const nextReward = (rows: readonly SigninReward[], streak: number): SigninReward | null =>
  rows.find((r) => r.day === streak + 1) ?? rows[rows.length - 1] ?? null;
