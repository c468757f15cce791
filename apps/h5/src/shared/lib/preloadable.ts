import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

export type Preloadable<P extends object> = FunctionComponent<P> & {
  /** Starts loading the component's code; resolves once it can render without suspending. */
  preload(): Promise<void>;
};

/**
 * `lazy` whose code can be asked for before the render that needs it. Once loaded it renders in the same pass,
 * where `lazy` would always suspend once: the first render shows the fallback and a second render, a task
 * later, draws the component. A landing page preloads the parts its first screen shows (shared/lib/firstScreen)
 * so they are in its first frame, and that render starts no import of its own.
 */
export const preloadable = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> => {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(start);
  const Preloaded = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props));
  return Object.assign(Preloaded, { preload: () => start().then(() => undefined) });
};
