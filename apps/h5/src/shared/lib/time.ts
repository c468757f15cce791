const pad = (n: number): string => String(n).padStart(2, '0');

/** "2025-01-02 08:09" from unix seconds, in local time ('' for 0 or a missing time). */
export const formatTime = (seconds: number): string => {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
