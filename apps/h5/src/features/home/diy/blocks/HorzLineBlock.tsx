import type { HorzLineBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import s from './more.module.css';

const COLOUR = /^#[0-9a-f]{3,8}$/i;

/** A thin separating line, solid or dashed; the theme's border colour unless the block names one. */
export default function HorzLineBlock({ block }: BlockProps) {
  const b = block as HorzLineBlockData;
  const style = b.borderStyle === 'dashed' ? 'dashed' : 'solid';
  const color = typeof b.color === 'string' && COLOUR.test(b.color) ? b.color : undefined;
  return <hr className={s.line} data-testid="diy-line" style={{ borderTopStyle: style, ...(color ? { borderTopColor: color } : {}) }} />;
}
