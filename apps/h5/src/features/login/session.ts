import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '../../shared/state/auth';
import { refreshCartCount } from '../../shared/state/app';
import { useMember } from '../../shared/state/member';
import { forgetSourceMember } from '../../shared/state/referrer';
import { cartKeys } from '../cart';
import { memberInfoQuery, memberKeys } from '../member';

/**
 * A member session begins (any login, registration or phone binding): store the token, forget what was
 * cached for the visitor and the share link's referrer (sent with the call that began it), then load the member info (shell store + query cache) and the cart badge.
 */
export const startSession = async (token: string, queryClient: QueryClient): Promise<void> => {
  useAuth.getState().setToken(token);
  forgetSourceMember();
  queryClient.removeQueries({ queryKey: cartKeys.all });
  queryClient.removeQueries({ queryKey: memberKeys.all });
  await Promise.all([
    queryClient
      .fetchQuery(memberInfoQuery())
      .then((m) => useMember.getState().setMember(m ? { ...m } : null))
      .catch(() => undefined),
    refreshCartCount(),
  ]);
};
