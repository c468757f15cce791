/** Pure helpers of the content pages. */

/** `2025-01-21` from unix seconds (local time); '' for 0 or nonsense. */
export const formatDate = (seconds: unknown): string => {
  const n = Number(seconds);
  if (!Number.isFinite(n) || n <= 0) return '';
  const d = new Date(n * 1000);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The cover pictures of a note (comma-separated paths). */
export const noteCovers = (csv: string | null | undefined): string[] =>
  (csv ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** Large counts read better short: 12345 → "1.2w" (zh) / "12.3k" (en). */
export const shortCount = (n: number, lang: string): string => {
  if (!Number.isFinite(n) || n < 0) return '0';
  if (lang.startsWith('zh')) return n >= 10_000 ? `${(n / 10_000).toFixed(1).replace(/\.0$/, '')}w` : String(n);
  return n >= 1_000 ? `${(n / 1_000).toFixed(1).replace(/\.0$/, '')}k` : String(n);
};
