/**
 * Build-time replacement for `rc-util/lib/React/render` (antd-mobile's default React ≤ 18 renderer).
 * The app installs a React 19 renderer before anything renders imperatively (installAntdRender), so the
 * default one is never called; swapping it out keeps its runtime helpers out of the first screen.
 */
const replaced = (): never => {
  throw new Error('antd-mobile default renderer is replaced by installAntdRender()');
};
export const render = replaced;
export const unmount = async (): Promise<void> => undefined;
export const _r = replaced;
export const _u = replaced;
