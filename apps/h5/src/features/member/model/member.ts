import { formatFen, parseYuan } from '@mall/contract';

/** Pure helpers for the member centre. */

/** 13800000000 → 138****0000; shorter values keep their ends and hide the middle. */
export const maskMobile = (mobile: string | null | undefined): string => {
  const m = (mobile ?? '').trim();
  if (m.length >= 11) return `${m.slice(0, 3)}****${m.slice(-4)}`;
  if (m.length >= 7) return `${m.slice(0, 2)}***${m.slice(-2)}`;
  return m;
};

/** Nickname, else username, else masked mobile. */
export const displayName = (info: { nickname?: string | null; username?: string | null; mobile?: string | null }): string =>
  (info.nickname ?? '').trim() || (info.username ?? '').trim() || maskMobile(info.mobile);

/** Points are integers; some servers send "120.00". */
export const formatPoint = (point: unknown): string => {
  const n = Number(point);
  return Number.isFinite(n) ? String(Math.floor(n)) : '0';
};

/** Money figures as sent ("12.00", "12.5" or 12.5) normalised to two decimals; unreadable → 0.00. */
export const formatMoney = (v: unknown): string => {
  const fen = typeof v === 'number' || typeof v === 'string' ? parseYuan(v) : null;
  return formatFen(fen ?? 0);
};
