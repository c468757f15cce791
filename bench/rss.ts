/**
 * The server's memory for `npm run bench`: resident set (VmRSS) and its peak (VmHWM) of a started server's
 * process, read from /proc (Linux). The target under the goods-list load is ≤ 200 MB.
 */
import fs from 'node:fs';

export const RSS_TARGET_MB = 200;

const kbOf = (status: string, field: string): number | null => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return m ? Number(m[1]) : null;
};

/** Resident and peak resident memory of a process in MB; null where /proc cannot tell. */
export const processRss = (pid: number | undefined): { rssMb: number; peakMb: number } | null => {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = kbOf(status, 'VmRSS');
    const peak = kbOf(status, 'VmHWM');
    return rss === null || peak === null ? null : { rssMb: Math.round(rss / 1024), peakMb: Math.round(peak / 1024) };
  } catch {
    return null;
  }
};

/** One bench line: the server's RSS after a load, against the target. */
export const rssLine = (pid: number | undefined, after: string): string => {
  const r = processRss(pid);
  if (!r) return `server RSS after ${after}: unknown (no /proc)`;
  return `server RSS after ${after}: ${r.rssMb} MB, peak ${r.peakMb} MB (target ≤ ${RSS_TARGET_MB} MB)`;
};
