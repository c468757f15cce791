// Deep import: the antd-mobile barrel would tie every component into the entry's chunk graph.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { react19Render } from './antdReact19Render';

/**
 * Registers the React 19 renderer with antd-mobile's own `unstable-render` module, where the build's stand-in
 * (app/antdReact19Render.ts) is not used: the jsdom tests.
 */
export const installAntdRender = (): void => {
  unstableSetRender(react19Render);
};
