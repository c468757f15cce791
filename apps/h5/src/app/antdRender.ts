// Deep import: the antd-mobile barrel would tie every component into the entry's chunk graph.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';
import { nextTask } from '../shared/lib/tasks';

type Container = (Element | DocumentFragment) & { __mallRoot?: Root };

/**
 * antd-mobile's imperative APIs (Toast, Dialog.show, Modal.show) render through this adapter:
 * React 19 has no legacy `render`, so one root is created per container (STACK.md trap).
 */
export const installAntdRender = (): void => {
  unstableSetRender((node, container) => {
    const c = container as Container;
    c.__mallRoot ??= createRoot(c);
    c.__mallRoot.render(node);
    return async () => {
      await nextTask();
      c.__mallRoot?.unmount();
      delete c.__mallRoot;
    };
  });
};
