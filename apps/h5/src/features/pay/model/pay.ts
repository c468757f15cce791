import { ONLINE_PAY_TYPES, PAY_STATUS, type OnlinePayType } from '@mall/contract';

/** The channels of `/api/pay/type`'s comma list this client knows how to open, in the server's order, once each. */
export const parsePayTypes = (csv: unknown): OnlinePayType[] => {
  if (typeof csv !== 'string') return [];
  const known = ONLINE_PAY_TYPES as readonly string[];
  const out: OnlinePayType[] = [];
  for (const raw of csv.split(',')) {
    const name = raw.trim();
    if (known.includes(name) && !out.includes(name as OnlinePayType)) out.push(name as OnlinePayType);
  }
  return out;
};

export const isPaid = (payStatus: unknown): boolean => Number(payStatus) === PAY_STATUS.PAID;

/** Pauses between `/api/pay/status` checks while the notify of a channel may still be on its way (ms). */
export const POLL_DELAYS_MS = [1000, 1500, 2000, 3000, 4000] as const;

/** What the result page shows. */
export type ResultView = 'loading' | 'paid' | 'checking' | 'unpaid' | 'cancelled' | 'missing';

/**
 * The view for a record's `pay_status`: paid; cancelled; otherwise checking while polls remain, then unpaid.
 * `record` false = no such pay record.
 */
export const resultView = (record: boolean, payStatus: unknown, pollsLeft: number): ResultView => {
  if (!record) return 'missing';
  if (isPaid(payStatus)) return 'paid';
  if (Number(payStatus) === PAY_STATUS.CANCELLED) return 'cancelled';
  return pollsLeft > 0 ? 'checking' : 'unpaid';
};

/**
 * The amount the success view shows: the record's pay money; for a record of 0.00 (paid from balance) the
 * balance the orders used when known; null = show no figure.
 */
export const shownAmount = (payMoney: string, balanceUsed: string | null): string | null => {
  if (Number(payMoney) > 0) return payMoney;
  if (balanceUsed !== null && Number(balanceUsed) > 0) return balanceUsed;
  return null;
};
