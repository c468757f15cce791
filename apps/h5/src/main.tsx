import './theme/themes.css';
import './shared/ui/ui.css';
import { afterNextPaint, nextTask } from './shared/lib/tasks';

/** Longest wait for the page's stylesheets before the app starts anyway. */
const STYLES_WAIT_MS = 1500;

/**
 * The shell preloads the landing page's stylesheets without blocking the first paint (once that paint is on
 * screen); they are applied here, early and in this small task, and the app starts once they have loaded.
 * Their presence tells the page chunk's loader they are there, so it would not wait for them: the page
 * would first render unstyled and shift when they arrive.
 */
const applyPreloadedStyles = (): Promise<unknown> => {
  const loaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map(
    (link) =>
      new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
        link.rel = 'stylesheet';
      }),
  );
  return Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, STYLES_WAIT_MS))]);
};

/** Longest wait for the first paint's main picture before the app starts anyway (slow network). */
const HERO_WAIT_MS = 1500;

/**
 * The first paint's main picture (the banner or the goods picture: the shell marks it fetchpriority=high).
 * The app starts once it has loaded, so it is drawn before the app's evaluation takes the main thread.
 */
const heroLoaded = (): Promise<void> => {
  const hero = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    hero.addEventListener('load', () => resolve(), { once: true });
    hero.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, HERO_WAIT_MS);
  });
};

/**
 * Entry: the stylesheet and a few lines. The shell may already hold a static first paint (the home page's
 * search bar and banner, see the server's h5shell); the browser paints it before the app's code is
 * evaluated. The app's modules are preloaded by the shell, so waiting costs no download time. Then the
 * libraries and the app are evaluated in separate tasks (shared/lib/tasks).
 */
void heroLoaded()
  .then(afterNextPaint)
  .then(applyPreloadedStyles)
  .then(() => import('./app/libraries'))
  .then(nextTask)
  .then(() => import('./app/boot'));
