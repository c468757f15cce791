import { lazy, useRef } from 'react';
import { useNearViewport } from '../../../shared/lib/useNearViewport';
import { shopperSettled } from '../../../shared/lib/settled';
import { useResolved } from '../../../shared/lib/useResolved';
import type { BlockComponent, BlockProps } from './types';

/**
 * A block that usually sits below the first screen (goods lists, video), as its own chunk: fetched when the block
 * comes into view or once the shopper settles on the page (shared/lib/settled), whichever comes first, so the
 * first screen loads none of its code. Until then an empty frame of about the block's height holds its place (so
 * what comes after it, e.g. 猜你喜欢, stays as far down); it is below the screen, so a change of height moves
 * nothing the shopper sees.
 */
/**
 * How long the empty frame must stay in view before the block loads: while the blocks above it load they take no
 * room, so for a moment a frame meant for below the first screen sits inside it.
 */
const IN_VIEW_MS = 1000;

export const belowFirstScreen = (load: () => Promise<{ default: BlockComponent }>, height: number): BlockComponent => {
  const Block = lazy(load);
  function BelowFirstScreen(props: BlockProps) {
    const ref = useRef<HTMLDivElement>(null);
    const near = useNearViewport(ref, 0, IN_VIEW_MS);
    const settled = useResolved(shopperSettled);
    return near || settled ? (
      <Block {...props} />
    ) : (
      <div ref={ref} style={{ minHeight: height }} data-block-waiting={props.block.controller} />
    );
  }
  return BelowFirstScreen;
};
