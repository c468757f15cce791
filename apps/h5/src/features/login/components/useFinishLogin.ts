import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useGo } from '../../../shared/lib/nav';
import { useAuth } from '../../../shared/state/auth';
import { refreshCartCount } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import { cartKeys } from '../../cart/cart.api';
import { memberInfoQuery, memberKeys } from '../../member/member.api';
import { resolveBack } from '../model/validate';

/**
 * After login or register: store the token, reload member info (into the shell's member store and the
 * query cache) and the cart badge, then replace the login page with `back` (or the member centre).
 */
export const useFinishLogin = (): ((token: string) => Promise<void>) => {
  const queryClient = useQueryClient();
  const { go } = useGo();
  const [params] = useSearchParams();
  const back = params.get('back');
  return useCallback(
    async (token: string) => {
      useAuth.getState().setToken(token);
      // anything cached for the visitor (cart, member) is stale now
      queryClient.removeQueries({ queryKey: cartKeys.all });
      queryClient.removeQueries({ queryKey: memberKeys.all });
      await Promise.all([
        queryClient
          .fetchQuery(memberInfoQuery())
          .then((m) => useMember.getState().setMember(m ? { ...m } : null))
          .catch(() => undefined),
        refreshCartCount(),
      ]);
      go(resolveBack(back), { replace: true });
    },
    [queryClient, go, back],
  );
};
