/**
 * Build-time replacement for `rc-util/lib/React/render` (antd-mobile's default React ≤ 18 renderer).
 * The build's stand-in for antd-mobile's `unstable-render` (app/antdReact19Render.ts) renders with React 19,
 * so the default one is never called; swapping it out keeps its runtime helpers out of the first screen.
 */
const replaced = (): never => {
  throw new Error('antd-mobile default renderer is replaced by app/antdReact19Render');
};
export const render = replaced;
export const unmount = async (): Promise<void> => undefined;
export const _r = replaced;
export const _u = replaced;
