import { createRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import { nextTask } from '../shared/lib/tasks';

type Container = (Element | DocumentFragment) & { __mallRoot?: Root };
type UnmountFn = () => Promise<void>;
export type AntdRender = (node: ReactElement, container: Element | DocumentFragment) => UnmountFn;

/**
 * antd-mobile's imperative APIs (Toast, Dialog.show, Modal.show) render through this adapter:
 * React 19 has no legacy `render`, so one root is created per container (STACK.md trap).
 */
export const react19Render: AntdRender = (node, container) => {
  const c = container as Container;
  c.__mallRoot ??= createRoot(c);
  c.__mallRoot.render(node);
  return async () => {
    await nextTask();
    c.__mallRoot?.unmount();
    delete c.__mallRoot;
  };
};

let current: AntdRender = react19Render;

/**
 * Stands in for antd-mobile's `utils/unstable-render` in the build (vite.config.ts, `antdReact19Render`): the
 * React 19 renderer is the default, so nothing installs it at start-up, and the module (with react-dom's legacy
 * entry it no longer imports) loads only with the first imperative component, off the first screen.
 */
export function unstableSetRender(render?: AntdRender): AntdRender {
  if (render) current = render;
  return current;
}
