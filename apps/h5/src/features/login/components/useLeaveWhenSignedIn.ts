import { useEffect, useState } from 'react';
import { hasAppHistory, useGo } from '../../../shared/lib/nav';
import { useAuth } from '../../../shared/state/auth';
import { resolveBack } from '../model/validate';
import { useAuthParams } from './useAuthParams';

/**
 * A signed-in shopper who opens the login or register page (a stale link, the back button) goes back where
 * they came from (or to `back`, else the member centre) instead of seeing the form. Decided on arrival only:
 * logging in on the page finishes through `useFinishLogin`. True while leaving (draw nothing).
 */
export const useLeaveWhenSignedIn = (): boolean => {
  const [signedIn] = useState(() => Boolean(useAuth.getState().token));
  const { back } = useAuthParams();
  const { go, back: goBack } = useGo();
  useEffect(() => {
    if (!signedIn) return;
    if (hasAppHistory()) goBack();
    else go(resolveBack(back), { replace: true });
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
  return signedIn;
};
