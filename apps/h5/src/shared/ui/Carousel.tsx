import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import s from './Carousel.module.css';

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem(item: T, index: number): ReactNode;
  itemKey?(item: T, index: number): string;
  /** Moves to the next slide every `autoplay` ms (off by default; never with prefers-reduced-motion). */
  autoplay?: number | false;
  /** Autoplay goes from the last slide back to the first (default true). */
  loop?: boolean;
  /** `dots` (default), none, or a custom overlay such as a "2/5" index. Shown only with more than one slide. */
  indicator?: 'dots' | false | ((current: number, total: number) => ReactNode);
  /** Accessible name; makes the carousel a named region landmark. */
  label?: string;
  className?: string;
  dotsClassName?: string;
  onChange?(index: number): void;
  'data-testid'?: string;
}

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const isFocusVisible = (el: Element): boolean => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * Horizontal carousel on native scrolling: a CSS scroll-snap track (the browser does the swipe physics),
 * optional autoplay that pauses while the user touches, hovers or focuses it, and a dots indicator.
 * No animation library: the slide change is `scrollTo({behavior: 'smooth'})`.
 */
export function Carousel<T>({
  items,
  renderItem,
  itemKey = (_, i) => String(i),
  autoplay = false,
  loop = true,
  indicator = 'dots',
  label,
  className,
  dotsClassName,
  onChange,
  'data-testid': testId,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const total = items.length;
  const [rawCurrent, setCurrent] = useState(0);
  const current = Math.min(rawCurrent, Math.max(total - 1, 0));
  const [held, setHeld] = useState(false);
  /** Slide a programmatic scroll is heading to: the positions passed on the way do not count. */
  const target = useRef<number | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const settle = useCallback((index: number) => {
    setCurrent((prev) => {
      if (prev !== index) onChangeRef.current?.(index);
      return index;
    });
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      if (!el) return;
      target.current = index;
      settle(index);
      const left = index * el.clientWidth;
      const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
      if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior });
      else el.scrollLeft = left;
    },
    [settle],
  );

  const indexFromScroll = (): number | null => {
    const el = track.current;
    if (!el || el.clientWidth <= 0) return null;
    return Math.min(Math.max(Math.round(Math.abs(el.scrollLeft) / el.clientWidth), 0), total - 1);
  };

  const onScroll = () => {
    const i = indexFromScroll();
    if (i === null) return;
    if (target.current !== null) {
      if (i !== target.current) return;
      target.current = null;
    }
    settle(i);
  };

  const onScrollEnd = () => {
    target.current = null;
    const i = indexFromScroll();
    if (i !== null) settle(i);
  };

  const interval = typeof autoplay === 'number' && autoplay > 0 ? autoplay : 0;
  useEffect(() => {
    if (!interval || total < 2 || held || prefersReducedMotion()) return;
    if (!loop && current >= total - 1) return;
    const id = window.setTimeout(() => goTo((current + 1) % total), interval);
    return () => window.clearTimeout(id);
  }, [interval, total, held, loop, current, goTo]);

  const hold = () => {
    target.current = null;
    setHeld(true);
  };
  const release = () => setHeld(false);
  // Mobile browsers emulate mouse enter on tap without a leave: only a real mouse pauses on hover.
  const onPointerEnter = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse') hold();
  };
  const onPointerLeave = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse') release();
  };
  // Keyboard focus pauses; the focus a tap leaves on a slide's button does not.
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    if (isFocusVisible(e.target)) hold();
  };

  return (
    <div className={className ? `${s.root} ${className}` : s.root} role={label ? 'region' : undefined} aria-label={label} data-testid={testId}>
      <div
        ref={track}
        className={s.track}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        onTouchStart={hold}
        onTouchEnd={release}
        onTouchCancel={release}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={onFocus}
        onBlur={release}
      >
        {items.map((item, i) => (
          <div
            key={itemKey(item, i)}
            className={s.slide}
            role="group"
            aria-label={t('common.carousel.slide', { n: i + 1, total })}
            data-active={i === current || undefined}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {total > 1 && typeof indicator === 'function' && indicator(current, total)}
      {total > 1 && indicator === 'dots' && (
        <div className={dotsClassName ? `${s.dots} ${dotsClassName}` : s.dots}>
          {items.map((item, i) => (
            <button
              key={itemKey(item, i)}
              type="button"
              className={s.dot}
              aria-label={t('common.carousel.goTo', { n: i + 1 })}
              aria-current={i === current || undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

export default Carousel;
