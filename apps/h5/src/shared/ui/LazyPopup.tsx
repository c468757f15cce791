import { lazy, Suspense, useState } from 'react';
import type { PopupProps } from 'antd-mobile/es/components/popup';

/** antd-mobile's Popup with its animation engine: a chunk of its own, fetched when a popup first opens. */
const Popup = lazy(() => import('antd-mobile/es/components/popup'));

/**
 * A Popup for pages whose first screen shows none: nothing is loaded or rendered until it is first made
 * visible; from then on it is the real Popup (its closing animation and `destroyOnClose` work as usual).
 */
export function LazyPopup(props: PopupProps) {
  const [opened, setOpened] = useState(Boolean(props.visible));
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
