import { lazy, Suspense } from 'react';
import type { BlockComponent, BlockProps } from './types';

/**
 * A block on the first screen whose code is its own chunk (the seckill strip): while the chunk loads, an empty
 * frame of the block's height holds its place, so what comes below it does not move when it arrives. The block
 * holds the same height while its data loads (its own skeleton).
 */
export const heldWhileLoading = (load: () => Promise<{ default: BlockComponent }>, height: number): BlockComponent => {
  const Block = lazy(load);
  function HeldWhileLoading(props: BlockProps) {
    return (
      <Suspense fallback={<div style={{ minHeight: height }} data-block-loading={props.block.controller} />}>
        <Block {...props} />
      </Suspense>
    );
  }
  return HeldWhileLoading;
};
