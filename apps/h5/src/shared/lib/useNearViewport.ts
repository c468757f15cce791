import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` px of the viewport, and from then on. Blocks far down a long
 * page (goods lists) wait with their requests and rendering until the shopper scrolls towards them, so the
 * first screen gets the network and the main thread to itself. Without IntersectionObserver it is true at once.
 * With `dwellMs` the element must stay that near for that long: a placeholder shown near the top only while the
 * blocks above it are still loading (and so take no room yet) is pushed away before it counts.
 */
export const useNearViewport = (ref: RefObject<Element | null>, margin = 600, dwellMs = 0): boolean => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const io = new IntersectionObserver(
      (entries) => {
        const inside = entries[entries.length - 1]?.isIntersecting ?? false;
        clearTimeout(timer);
        if (!inside) return;
        if (dwellMs <= 0) setNear(true);
        else timer = setTimeout(() => setNear(true), dwellMs);
      },
      { rootMargin: `${margin}px 0px` },
    );
    io.observe(el);
    return () => {
      clearTimeout(timer);
      io.disconnect();
    };
  }, [ref, margin, dwellMs, near]);
  return near;
};
