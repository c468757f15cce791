import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../shared/state/auth';
import { checkVerifier, verifyKeys } from './verify.api';

/**
 * Whether the logged-in member works a verification desk (for the member centre's 核销台 entry, which
 * opens the `verifyIndex` page). False for visitors and while unknown; no toast when the member is not one.
 */
export const useIsVerifier = (): boolean => useVerifierCheck().verifier;

/** The same, with whether the answer is still on its way (the member centre waits for it before drawing its rows). */
export const useVerifierCheck = (): { verifier: boolean; pending: boolean } => {
  const token = useAuth((s) => s.token);
  const q = useQuery({
    queryKey: [...verifyKeys.check(), token],
    queryFn: ({ signal }) => checkVerifier(signal),
    enabled: !!token,
    retry: false,
    staleTime: 60_000,
  });
  return { verifier: q.isSuccess, pending: !!token && q.isPending };
};
