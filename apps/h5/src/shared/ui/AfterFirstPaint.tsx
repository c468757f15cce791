import type { ReactNode } from 'react';
import { afterNextPaint } from '../lib/tasks';
import { useResolved } from '../lib/useResolved';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** Height the empty frame keeps meanwhile (px): what follows stays as far down. */
  minHeight?: number;
}

/**
 * Draws its children in a task of their own, once the page's first frame is on screen. A page's first render
 * is one task for the whole tree, and its layout the next; on a slow phone a long page makes both long enough
 * to block a tap. The part below the first screen (reviews, shop card, description) waits for the next
 * frame instead, so each of those tasks holds about half. Put it at the foot of a page only: content below
 * the frame would move when the children arrive.
 */
export function AfterFirstPaint({ children, minHeight = 0 }: AfterFirstPaintProps) {
  const drawn = useResolved(afterNextPaint);
  return drawn ? <>{children}</> : <div style={{ minHeight }} aria-hidden="true" data-testid="after-first-paint" />;
}
