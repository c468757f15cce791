import { GROUPBUY_STATUS } from '@mall/contract';
import { storage, StorageKey } from '../../../shared/lib/storage';

/** Where a groupbuy stands now. */
export type GroupbuyState = 'running' | 'upcoming' | 'ended';

/**
 * A groupbuy's state at `now` (server seconds) with what its countdown counts to: the end while running, the
 * start before. The server's status 3 (ended or closed) wins over the clock; otherwise the window decides, so
 * the page moves on when a countdown runs out.
 */
export const groupbuyState = (
  g: { status: number; start_time: number; end_time: number },
  now: number,
): { state: GroupbuyState; seconds: number } => {
  if (g.status === GROUPBUY_STATUS.ENDED || now >= g.end_time) return { state: 'ended', seconds: 0 };
  if (now < g.start_time) return { state: 'upcoming', seconds: g.start_time - now };
  return { state: 'running', seconds: g.end_time - now };
};

export { countdownParts, type CountdownParts } from '../../../shared/lib/countdown';

/** The groupbuy order line the payment page takes (reference §4.18: kept in local storage as `groupbuyOrderCreateData`). */
export interface GroupbuyOrderLine {
  groupbuy_id: number;
  sku_id: number;
  num: number;
}

export const saveGroupbuyLine = (line: GroupbuyOrderLine): void =>
  storage.setString(StorageKey.groupbuyOrderCreateData, JSON.stringify(line));
