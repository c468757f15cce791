/**
 * Data the server wove into the app shell (`<script id="mall-boot">`, see the server's infra/http/h5shell.ts):
 * today the home page's DIY JSON. Each entry is handed out once, to the first query that asks, so later
 * refreshes go to the network as usual.
 */
type Boot = Record<string, Record<string, unknown>>;

let boot: Boot | null = null;

const read = (): Boot => {
  if (boot) return boot;
  boot = {};
  try {
    const el = typeof document === 'undefined' ? null : document.getElementById('mall-boot');
    const parsed: unknown = el?.textContent ? JSON.parse(el.textContent) : null;
    if (parsed && typeof parsed === 'object') boot = parsed as Boot;
  } catch {
    // A malformed shell only costs the shortcut: the page loads its data itself.
  }
  return boot;
};

/** Takes `group.key` from the boot data (once); undefined when absent or already taken. */
export const takeBoot = <T>(group: string, key: string): T | undefined => {
  const entries = read()[group];
  if (!entries || !(key in entries)) return undefined;
  const value = entries[key] as T;
  delete entries[key];
  return value;
};

/** Reads `group.key` from the boot data without taking it; undefined when absent or already taken. */
export const peekBoot = <T>(group: string, key: string): T | undefined => {
  const entries = read()[group];
  return entries && key in entries ? (entries[key] as T) : undefined;
};

/** Tests: forget what was read. */
export const resetBoot = (): void => {
  boot = null;
};
