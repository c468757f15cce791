import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` px of the viewport, and from then on. Blocks far down a long
 * page (goods lists) wait with their requests and rendering until the shopper scrolls towards them, so the
 * first screen gets the network and the main thread to itself. Without IntersectionObserver it is true at once.
 */
export const useNearViewport = (ref: RefObject<Element | null>, margin = 600): boolean => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: `${margin}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, near]);
  return near;
};
