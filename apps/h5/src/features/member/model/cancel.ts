import { MEMBER_CANCEL_STATUS } from '@mall/contract';
import { pagePath, pageUrl } from '../../../shared/pages';

/** Application status, a `MEMBER_CANCEL_STATUS` (reference §4.14). */
export interface CancelStatusLike {
  status: number;
}

export type CancelPage = 'cancellation' | 'cancelStatus' | 'cancelSuccess' | 'cancelRefuse';

/**
 * The page that matches the member's application: none → the application page, pending → status, approved → success,
 * refused → refused (or the application page when the shopper chose to apply again).
 */
export const cancelPageFor = (info: CancelStatusLike | null | undefined, reapply = false): CancelPage => {
  if (!info) return 'cancellation';
  const s = Number(info.status);
  if (s === MEMBER_CANCEL_STATUS.pending) return 'cancelStatus';
  if (s === MEMBER_CANCEL_STATUS.approved) return 'cancelSuccess';
  if (s === MEMBER_CANCEL_STATUS.refused) return reapply ? 'cancellation' : 'cancelRefuse';
  return 'cancellation';
};

export const cancelPath = (page: CancelPage): string => pagePath(page);

/** Re-applying after a refusal: `cancellation?reapply=1` skips the redirect to the refused page. */
export const REAPPLY_URL = pageUrl('cancellation', { reapply: 1 });
