import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGo } from '../../../shared/lib/nav';
import { resolveBack } from '../model/validate';
import { useAuthParams } from './useAuthParams';
import { startSession } from '../session';
import { afterAuthAnswer } from '../state/reward-flow';
import type { AuthAnswer } from '../login.api';

/**
 * After login or register: store the token, reload member info (into the shell's member store and the
 * query cache) and the cart badge, then replace the login page with `back` (or the member centre).
 * A new member (`is_register == 1`) then gets the reward popup (app level, so it survives the navigation).
 */
export const useFinishLogin = (): ((answer: AuthAnswer) => Promise<void>) => {
  const queryClient = useQueryClient();
  const { go } = useGo();
  const { back } = useAuthParams();
  return useCallback(
    async (answer: AuthAnswer) => {
      await startSession(answer.token, queryClient);
      go(resolveBack(back), { replace: true });
      afterAuthAnswer(answer);
    },
    [queryClient, go, back],
  );
};
