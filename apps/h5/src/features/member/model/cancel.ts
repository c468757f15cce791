import { pagePath, pageUrl } from '../../../shared/pages';

/** Application status: 0 under review, 1 approved (account closed), -1 refused (reference §4.14). */
export interface CancelStatusLike {
  status: number;
}

export type CancelPage = 'cancellation' | 'cancelStatus' | 'cancelSuccess' | 'cancelRefuse';

/**
 * The page that matches the member's application: none → the application page, 0 → status, 1 → success,
 * -1 → refused (or the application page when the shopper chose to apply again).
 */
export const cancelPageFor = (info: CancelStatusLike | null | undefined, reapply = false): CancelPage => {
  if (!info) return 'cancellation';
  const s = Number(info.status);
  if (s === 0) return 'cancelStatus';
  if (s === 1) return 'cancelSuccess';
  if (s === -1) return reapply ? 'cancellation' : 'cancelRefuse';
  return 'cancellation';
};

export const cancelPath = (page: CancelPage): string => pagePath(page);

/** Re-applying after a refusal: `cancellation?reapply=1` skips the redirect to the refused page. */
export const REAPPLY_URL = pageUrl('cancellation', { reapply: 1 });
