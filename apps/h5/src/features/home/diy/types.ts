import type { ComponentType } from 'react';
import type { DiyBlockBase } from '../model/diy';

/** Props every DIY block component receives; each block narrows `block` to its own data. */
export interface BlockProps {
  block: DiyBlockBase;
}

export type BlockComponent = ComponentType<BlockProps>;
