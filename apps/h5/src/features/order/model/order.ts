import { ORDER_LIST_TABS, type OrderListTab } from '@mall/contract';

/** The list tab of the `status` query param (unknown values fall back to "all"). */
export const parseTab = (value: string | null): OrderListTab =>
  (ORDER_LIST_TABS as readonly string[]).includes(value ?? '') ? (value as OrderListTab) : 'all';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Seconds left as { d, hms: "HH:MM:SS" } (never negative). */
export const splitCountdown = (seconds: number): { d: number; hms: string } => {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return { d, hms: `${pad(h)}:${pad(m)}:${pad(s % 60)}` };
};

/** yyyy-mm-dd hh:mm:ss of unix seconds; '' for 0. */
export const formatTime = (seconds: number): string => {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** "红色 / XL" from a line's `sku_spec_format` JSON string ('' when none or malformed). */
export const specOf = (raw: string): string => {
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return '';
    return list
      .map((s) => (s && typeof s === 'object' && 'spec_value_name' in s ? String((s as { spec_value_name: unknown }).spec_value_name ?? '') : ''))
      .filter(Boolean)
      .join(' / ');
  } catch {
    return '';
  }
};

/** Money strings "12.00" → compared as numbers; true when above zero. */
export const positive = (money: string): boolean => Number(money) > 0;
