import { parseYuan } from '@mall/contract';
import { storage, StorageKey } from '../../../shared/lib/storage';

/** A bargain activity's state at `now`: status 0 not started, 1 running, 2 ended, 3 closed (reference §5). */
export type BargainState = 'running' | 'upcoming' | 'ended';

export const bargainState = (g: { status: number; start_time: number; end_time: number }, now: number): BargainState => {
  if (g.status >= 2 || now >= g.end_time) return 'ended';
  return now < g.start_time ? 'upcoming' : 'running';
};

const fen = (yuan: string): number => parseYuan(yuan) ?? 0;

/**
 * How far a launch has come from its price towards its floor, in whole percent (0 … 100), and the money cut so far
 * and still to cut ("x.xx"), computed in fen.
 */
export const launchProgress = (l: { price: string; floor_price: string; curr_price: string }) => {
  const price = fen(l.price);
  const floor = fen(l.floor_price);
  const curr = fen(l.curr_price);
  const span = Math.max(0, price - floor);
  const cut = Math.min(span, Math.max(0, price - curr));
  const percent = span === 0 ? 100 : Math.floor((cut * 100) / span);
  const yuan = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
  return { percent, cut: yuan(cut), left: yuan(Math.max(0, curr - floor)) };
};

/** The bargain order line the payment page takes (kept in local storage as `bargainOrderCreateData`). */
export const saveBargainLine = (launchId: number): void =>
  storage.setString(StorageKey.bargainOrderCreateData, JSON.stringify({ launch_id: launchId }));
