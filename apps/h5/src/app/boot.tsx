/** The app itself: start-up sequence, router and the first render (loaded by main.tsx after the first paint). */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import i18n, { i18nReady } from '../i18n';
import { followLanguageInAntd } from './antdLocale';
import { queryClient } from './queryClient';
import { createAppRouter } from './router';
import { appStartupDeps, runStartup } from './startup';
import { useAppState } from '../shared/state/app';
import { applyTheme } from '../theme/theme';
import { BASENAME } from '../shared/lib/paths';
import { useAuth } from '../shared/state/auth';
import { keepSourceMember } from '../shared/state/referrer';
import { loadPage } from './pageLoader';
import { findRoute } from './routes';
import { nextTask } from '../shared/lib/tasks';
import { firstScreenData } from '../shared/lib/firstScreen';
import { pagePath } from '../shared/pages';
import { followTokenInShell } from '../shared/lib/shellSession';

/** Longest wait for the page module before the first render replaces the server's static first paint. */
const FIRST_PAINT_WAIT_MS = 4000;
/** Longest further wait for the rows the page's first screen asked for (shared/lib/firstScreen). */
const FIRST_DATA_WAIT_MS = 1000;

/**
 * When the shell holds a static first paint (home, category, goods detail: see the server's h5shell), the
 * first render waits for the page's module (preloaded by the shell), so the real page replaces the first
 * paint directly instead of a blank frame with a loading view in between.
 */
const pageForFirstPaint = (): Promise<unknown> => {
  if (!document.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  const rest = window.location.pathname.slice(BASENAME.length).replace(/\/+$/, '');
  const def = findRoute(rest === '' ? pagePath('home') : rest);
  if (!def || (def.auth && !useAuth.getState().token)) return Promise.resolve();
  // The page's title right away (PageFrame keeps it up to date once rendered).
  if (def.titleKey) document.title = i18n.t(def.titleKey);
  return Promise.race([loadPage(def).catch(() => undefined), new Promise((r) => setTimeout(r, FIRST_PAINT_WAIT_MS))]);
};

/**
 * Start-up in steps, each its own task (shared/lib/tasks): set-up and the start-up requests, the router, the
 * page module, then the first render. zh-cn is bundled; a stored en-us first loads its (small) message chunk
 * (i18nReady) so the first render is in the right language.
 */
const start = async () => {
  const antdTexts = followLanguageInAntd();
  applyTheme(useAppState.getState().theme);
  // A share link's referrer, before start-up's WeChat authorisation may log the shopper in.
  keepSourceMember(window.location.search);
  // Step 1 of start-up (base-URL check) runs synchronously inside runStartup before any request is sent.
  void runStartup(appStartupDeps());
  followTokenInShell();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  await i18nReady.catch(() => undefined);
  await antdTexts;
  await pageForFirstPaint();
  await firstScreenData(FIRST_DATA_WAIT_MS);
  await nextTask();
  // The first render is a transition: React (in development) renders it in slices and yields to the browser
  // between them; the build's Preact renders it at once. The static first paint stays until it commits.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
};

void start();
