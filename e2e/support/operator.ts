import { inject } from 'vitest';

/**
 * The operator API of the e2e server (global setup gives it a random ADMIN_API_KEY): what a mall operator
 * would do in the console, used by journeys to decide reviews or lift limits instead of waiting.
 */
export const operator = async <T = unknown>(path: string, params: Record<string, string | number>): Promise<T> => {
  const body = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${inject('baseUrl')}${path}`, { method: 'POST', headers: { 'x-admin-key': inject('adminApiKey') }, body });
  const env = (await res.json()) as { code: number; message: string; data: T };
  if (env.code < 0) throw new Error(`${path}: ${env.code} ${env.message}`);
  return env.data;
};

/** Lifts the 120 s SMS resend window for `mobile`, so a journey may send it another code at once. */
export const unlockSms = (mobile: string) => operator('/admin/api/sms/unlock', { mobile });
