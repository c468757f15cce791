import { TOPIC_STATUS } from '@mall/contract';
import { storage, StorageKey } from '../../../shared/lib/storage';

/** Where a topic stands now: its server status moved on by the clock. */
export type TopicState = 'upcoming' | 'running' | 'ended' | 'closed';

export const topicState = (t: { status: number; start_time: number; end_time: number }, now: number): TopicState => {
  if (t.status === TOPIC_STATUS.CLOSED) return 'closed';
  if (t.status === TOPIC_STATUS.ENDED || now >= t.end_time) return 'ended';
  return now < t.start_time ? 'upcoming' : 'running';
};

/** What the countdown counts to: the end while running, the start before; null once over. */
export const topicCountdown = (t: { status: number; start_time: number; end_time: number }, now: number) => {
  const state = topicState(t, now);
  if (state === 'running') return { state, seconds: t.end_time - now } as const;
  if (state === 'upcoming') return { state, seconds: t.start_time - now } as const;
  return null;
};

const two = (n: number): string => String(n).padStart(2, '0');

export { countdownParts } from '../../../shared/lib/countdown';

/** "2026-01-02" of unix seconds, local time ('' for none). */
export const dayText = (seconds: number): string => {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
};

/** A page colour the topic may paint with: `#rgb` / `#rrggbb` only (it is data, checked before it reaches a style). */
export const safeColor = (v: string | null | undefined): string | undefined =>
  typeof v === 'string' && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v) ? v : undefined;

/** The topic order line the payment page takes (reference §4.18: kept in local storage as `topicOrderCreateData`). */
export interface TopicOrderLine {
  topic_goods_id: number;
  sku_id: number;
  num: number;
}

export const saveTopicLine = (line: TopicOrderLine): void => storage.setString(StorageKey.topicOrderCreateData, JSON.stringify(line));
