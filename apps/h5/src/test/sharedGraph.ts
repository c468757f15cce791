import { afterEach } from 'vitest';
import type { StoreApi } from 'zustand';
import { useAuth } from '../shared/state/auth';
import { useAppState } from '../shared/state/app';
import { useMember } from '../shared/state/member';
import { usePrivacyConsent } from '../shared/ui/PrivacyConsent';
import { useBottomNav } from '../app/bottomNav';
import { useBindMobile, useLoginRequest, useRewardPopup } from '../features/login/state/account';
import { fakeApi } from '../features/testing/fakeHttp';
import { changeLanguage } from '../i18n';
import { resetBoot } from '../shared/lib/boot';
import { resetPrefetchForTests } from '../app/prefetchPages';
import { resetWeChatFlow } from '../features/login/wechat';

/** Every app-wide store: each starts the next test as a fresh page load would. */
const stores: Array<Pick<StoreApi<object>, 'getInitialState' | 'setState'>> = [
  useAuth,
  useAppState,
  useMember,
  usePrivacyConsent,
  useBottomNav,
  useBindMobile,
  useRewardPopup,
  useLoginRequest,
];

// The `h5` project's files share one module graph per worker (vitest.config.ts), so after each test this puts
// back what a test changes outside the DOM it rendered: the stores, the once-per-page-load marks, the fake
// API's handlers and calls, the language, and elements left in <body> by imperative popups (an action sheet
// opened by `show()` has no clear-all). A fresh page load starts from all of these.
afterEach(async () => {
  for (const store of stores) store.setState(store.getInitialState(), true);
  resetBoot();
  resetPrefetchForTests();
  resetWeChatFlow();
  fakeApi.reset();
  document.body.replaceChildren();
  await changeLanguage('zh-cn');
});
