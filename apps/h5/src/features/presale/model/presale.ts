import { PRESALE_DELIVER_TYPE, PRESALE_STATUS } from '@mall/contract';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { formatTime } from '../../../shared/lib/time';

/** Where a presale's deposit phase stands now. */
export type PresaleState = 'running' | 'upcoming' | 'ended';

/** The deposit phase at `now` (server seconds) with what its countdown counts to; the server's status 2 wins. */
export const presaleState = (
  p: { status: number; start_time: number; end_time: number },
  now: number,
): { state: PresaleState; seconds: number } => {
  if (p.status === PRESALE_STATUS.ENDED || now >= p.end_time) return { state: 'ended', seconds: 0 };
  if (now < p.start_time) return { state: 'upcoming', seconds: p.start_time - now };
  return { state: 'running', seconds: p.end_time - now };
};

/** Where the final payment window stands: not open yet, open (seconds to its end), or over. */
export const finalState = (p: { pay_start_time: number; pay_end_time: number }, now: number) => {
  if (now < p.pay_start_time) return { state: 'upcoming' as const, seconds: p.pay_start_time - now };
  if (now >= p.pay_end_time) return { state: 'ended' as const, seconds: 0 };
  return { state: 'open' as const, seconds: p.pay_end_time - now };
};

/** The delivery promise as a key and its params: a date, or a number of days. */
export const deliveryPromise = (p: { deliver_type: number; deliver_time: number }) =>
  p.deliver_type === PRESALE_DELIVER_TYPE.FIXED
    ? { key: 'presale.deliverFixed', params: { date: formatTime(p.deliver_time).slice(0, 10) } }
    : { key: 'presale.deliverDays', params: { days: p.deliver_time } };

/** The deposit line the payment page takes (kept in local storage as `presaleOrderCreateData`). */
export interface PresaleOrderLine {
  presale_id: number;
  sku_id: number;
  num: number;
}

export const savePresaleLine = (line: PresaleOrderLine): void => storage.setString(StorageKey.presaleOrderCreateData, JSON.stringify(line));

/** The order list's tabs: all, then each status. */
export const PRESALE_TABS: readonly { key: string; status: number | null }[] = [
  { key: 'tabAll', status: null },
  { key: 'tabWaitDeposit', status: 0 },
  { key: 'tabWaitFinal', status: 1 },
  { key: 'tabDone', status: 2 },
  { key: 'tabClosed', status: -1 },
];
