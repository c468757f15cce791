import { Fragment, Suspense } from 'react';
import { resolveBlocks, type DiyBlockBase } from '../model/diy';
import { BlockBoundary } from './BlockBoundary';
import { blockRegistry } from './registry';
import type { BlockComponent } from './types';

/**
 * Blocks drawn without the deferred frame (`m-defer-draw`, ui.css): the search bar sticks to the top of the
 * page and the float button to the screen, which a frame (it contains its content) would prevent.
 */
const UNFRAMED = new Set(['Search', 'FloatBtn']);

export interface DiyRendererProps {
  blocks: DiyBlockBase[];
  /** Defaults to the app's block registry (tests pass their own). */
  registry?: Readonly<Record<string, BlockComponent>>;
}

/** Renders the blocks of a DIY page in order through the registry; unknown controllers are skipped. */
export function DiyRenderer({ blocks, registry = blockRegistry }: DiyRendererProps) {
  return (
    <>
      {resolveBlocks(blocks, registry).map(({ block, Component }) => {
        const content = (
          <BlockBoundary>
            <Suspense fallback={<div data-block-loading={block.controller} style={{ minHeight: 60 }} />}>
              <Component block={block} />
            </Suspense>
          </BlockBoundary>
        );
        return UNFRAMED.has(block.controller) ? (
          <Fragment key={block.id}>{content}</Fragment>
        ) : (
          <div key={block.id} className="m-defer-draw">
            {content}
          </div>
        );
      })}
    </>
  );
}

export default DiyRenderer;
