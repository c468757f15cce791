import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { PULL_REFRESH_THRESHOLD } from '@mall/contract';

/** Spec states: below threshold, past threshold, loading, finished. */
export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export interface PullRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  /** Pull distance (px) that triggers a refresh; spec: 80. */
  threshold?: number;
  disabled?: boolean;
}

const HEAD_HEIGHT = 44;
const COMPLETE_DELAY_MS = 500;
/** Finger travel is damped so the page follows at half speed. */
const DAMPING = 0.5;

/** Set inside a PullRefresh: an inner one (a PagedList on a pull-down page) leaves the gesture to the outer. */
const Nested = createContext(false);

/**
 * Pull-down refresh of the window-scrolled page (touch only). Light on purpose: it sits on the first screen.
 * The content is pushed down by a header whose height follows the finger; it springs back in 300 ms.
 */
export function PullRefresh(props: PullRefreshProps) {
  const nested = useContext(Nested);
  return nested ? <>{props.children}</> : <PullRefreshRoot {...props} />;
}

function PullRefreshRoot({ onRefresh, children, threshold = PULL_REFRESH_THRESHOLD, disabled = false }: PullRefreshProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PullStatus>('idle');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const busy = status === 'refreshing' || status === 'complete';

  useEffect(() => {
    const el = root.current;
    if (!el || disabled || busy) return;
    let startY: number | null = null;
    let pulled = 0;

    const onStart = (e: TouchEvent) => {
      startY = window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0].clientY : null;
      pulled = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = e.touches[0].clientY - startY;
      if (dy <= 0 || window.scrollY > 0) {
        if (pulled > 0) {
          pulled = 0;
          setHeight(0);
          setStatus('idle');
        }
        return;
      }
      if (e.cancelable) e.preventDefault(); // keep the browser's own overscroll/refresh out of it
      pulled = Math.min(dy * DAMPING, threshold * 2);
      setDragging(true);
      setHeight(pulled);
      setStatus(pulled >= threshold ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (pulled < threshold) {
        setHeight(0);
        setStatus('idle');
        return;
      }
      setHeight(HEAD_HEIGHT);
      setStatus('refreshing');
      void Promise.resolve()
        .then(() => refresh.current())
        .catch(() => undefined)
        .then(() => {
          setStatus('complete');
          setTimeout(() => {
            setHeight(0);
            setStatus('idle');
          }, COMPLETE_DELAY_MS);
        });
    };

    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [disabled, busy, threshold]);

  const text = {
    idle: '',
    pulling: t('common.pullToRefresh'),
    canRelease: t('common.releaseToRefresh'),
    refreshing: t('common.refreshing'),
    complete: t('common.refreshed'),
  }[status];

  return (
    <div ref={root} className="m-pull" data-status={status}>
      <div
        className={dragging ? 'm-pull__head' : 'm-pull__head m-pull__head--animate'}
        style={{ height }}
        aria-live="polite"
      >
        <span className="m-pull__text">
          {status === 'refreshing' && <span className="m-spinner m-spinner--sm" aria-hidden="true" />}
          {text}
        </span>
      </div>
      <Nested.Provider value={true}>{children}</Nested.Provider>
    </div>
  );
}

export default PullRefresh;
