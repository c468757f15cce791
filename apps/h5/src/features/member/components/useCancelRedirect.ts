import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGo } from '../../../shared/lib/nav';
import { cancelInfoQuery } from '../cancel.api';
import { cancelPageFor, cancelPath, type CancelPage } from '../model/cancel';

/**
 * Loads the member's cancellation application and replaces the page with the one matching its status
 * (none → application, 0 → under review, 1 → closed, -1 → refused). `ready` is true once the data
 * belongs on this page.
 */
export const useCancelRedirect = (current: CancelPage, opts: { reapply?: boolean; hold?: boolean } = {}) => {
  const { go } = useGo();
  const q = useQuery(cancelInfoQuery());
  const target = q.isSuccess ? cancelPageFor(q.data, opts.reapply) : null;
  // `hold`: the page is leaving on its own (after withdrawing), the changed status must not redirect it
  const hold = opts.hold ?? false;
  useEffect(() => {
    if (!hold && target && target !== current) go(cancelPath(target), { replace: true });
  }, [target, current, go, hold]);
  return { query: q, ready: target === current };
};
