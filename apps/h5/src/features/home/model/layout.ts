/**
 * Layout rules of the blocks that load after the first screen (rubik cube, blank): kept apart from
 * diy.ts so that the home page's first chunk does not carry them.
 */
import type { DiyLink, RubikCubeBlockData } from './diy';

/** Rubik cube layouts (`selectedTemplate`, as Niushop's editor names them) and how many pictures each shows. */
export const RUBIK_LAYOUTS: Readonly<Record<string, number>> = {
  'row1-of2': 2,
  'row1-of3': 3,
  'row1-of4': 4,
  'row2-lt-of2-rt': 4,
  'row1-lt-of2-rt': 3,
  'row1-tp-of2-bm': 3,
};

/** The layout to draw (unknown ones become columns of what there is) and the pictures it takes. */
export const rubikCells = (b: Partial<RubikCubeBlockData>): { layout: string; list: { imageUrl: string; link?: DiyLink }[] } => {
  const list = (Array.isArray(b.list) ? b.list : []).filter((i) => i && typeof i.imageUrl === 'string' && i.imageUrl !== '');
  const named = typeof b.selectedTemplate === 'string' && b.selectedTemplate in RUBIK_LAYOUTS ? b.selectedTemplate : null;
  if (named && list.length >= RUBIK_LAYOUTS[named]) return { layout: named, list: list.slice(0, RUBIK_LAYOUTS[named]) };
  const n = Math.min(list.length, 4);
  return { layout: n >= 1 ? `row1-of${n}` : '', list: list.slice(0, n) };
};

/** Height of a blank block: whole pixels within 1..200 (default 10). */
export const blankHeight = (h: unknown): number => {
  const n = Math.round(Number(h));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 200) : 10;
};
