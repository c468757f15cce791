import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../../shared/lib/router';
import { loginUrl } from '../../../shared/lib/nav';
import { loadLanguage, storedLang } from '../../../i18n';
import { useBindMobile, useLoginRequest, useRewardPopup } from '../state/account';
import { pagePath } from '../../../shared/pages';

// Each popup waits for the on-demand messages (login namespace) with its own code.
const withMessages =
  <T,>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadLanguage(storedLang())]))[0];
const BindMobilePopup = lazy(withMessages(() => import('./BindMobilePopup')));
const RewardPopup = lazy(withMessages(() => import('./RewardPopup')));

/**
 * App-level host (mounted once by the shell layout) of the bind-phone popup and the new-member reward
 * popup, and of login-page requests from outside the router (the WeChat start-up flow). Each popup's
 * code loads the first time it opens and then stays mounted, so its closing animation can play.
 */
export function AccountOverlays() {
  const bindOpen = useBindMobile((s) => s.open);
  const rewardOpen = useRewardPopup((s) => s.reward !== null);
  const loginPending = useLoginRequest((s) => s.pending);
  const [bindUsed, setBindUsed] = useState(bindOpen);
  const [rewardUsed, setRewardUsed] = useState(rewardOpen);
  if (bindOpen && !bindUsed) setBindUsed(true);
  if (rewardOpen && !rewardUsed) setRewardUsed(true);

  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!loginPending) return;
    useLoginRequest.getState().consume();
    if (location.pathname === pagePath('login')) return;
    void navigate(loginUrl(`${location.pathname}${location.search}`));
  }, [loginPending, location.pathname, location.search, navigate]);

  return (
    <Suspense fallback={null}>
      {bindUsed && <BindMobilePopup />}
      {rewardUsed && <RewardPopup />}
    </Suspense>
  );
}

export default AccountOverlays;
