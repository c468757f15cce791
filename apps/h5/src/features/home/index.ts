/** What other features use from the home page: the DIY renderer, its block types and data, rich text. */
export { DiyRenderer } from './diy/DiyRenderer';
export { RichHtml } from './diy/blocks/RichHtml';
export type { BlockProps } from './diy/types';
export { diyViewQuery } from './home.api';
export { parseDiyValue, type DiyBlockBase } from './model/diy';
