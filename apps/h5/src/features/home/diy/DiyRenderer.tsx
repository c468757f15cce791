import { Suspense } from 'react';
import { resolveBlocks, type DiyBlockBase } from '../model/diy';
import { BlockBoundary } from './BlockBoundary';
import { blockRegistry } from './registry';
import type { BlockComponent } from './types';

export interface DiyRendererProps {
  blocks: DiyBlockBase[];
  /** Defaults to the app's block registry (tests pass their own). */
  registry?: Readonly<Record<string, BlockComponent>>;
}

/** Renders the blocks of a DIY page in order through the registry; unknown controllers are skipped. */
export function DiyRenderer({ blocks, registry = blockRegistry }: DiyRendererProps) {
  return (
    <>
      {resolveBlocks(blocks, registry).map(({ block, Component }) => (
        <BlockBoundary key={block.id}>
          <Suspense fallback={<div data-block-loading={block.controller} style={{ minHeight: 60 }} />}>
            <Component block={block} />
          </Suspense>
        </BlockBoundary>
      ))}
    </>
  );
}

export default DiyRenderer;
