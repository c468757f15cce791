import type { HorzBlankBlockData } from '../../model/diy';
import { blankHeight } from '../../model/layout';
import type { BlockProps } from '../types';

/** Empty space between blocks. */
export default function HorzBlankBlock({ block }: BlockProps) {
  return <div aria-hidden="true" data-testid="diy-blank" style={{ height: blankHeight((block as HorzBlankBlockData).height) }} />;
}
