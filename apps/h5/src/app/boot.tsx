/** The app itself: start-up sequence, router and the first render (loaded by main.tsx after the first paint). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { i18nReady } from '../i18n';
import { installAntdRender } from './antdRender';
import { queryClient } from './queryClient';
import { createAppRouter } from './router';
import { appStartupDeps, runStartup } from './startup';
import { useAppState } from '../shared/state/app';
import { applyTheme } from '../theme/theme';

installAntdRender();
applyTheme(useAppState.getState().theme);
// Step 1 of start-up (base-URL check) runs synchronously inside runStartup before any request is sent.
void runStartup(appStartupDeps());

const router = createAppRouter();
// zh-cn is bundled; a stored en-us first loads its (small) message chunk so the first paint is in the right language.
void i18nReady.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
