import { PAGE_SIZE } from '@mall/contract';

/**
 * Pure paging rules of every list (spec §4 "Lists"):
 * - a page with fewer items than the page size means there are no more pages;
 * - pull-down resets to page 1;
 * - on error the page number is rolled back so the failed page is requested again.
 */

/** True when another page may exist after `page` that returned `received` items. */
export const hasMore = (received: number, pageSize: number, page?: number, pageCount?: number): boolean => {
  if (received < pageSize) return false;
  if (page !== undefined && pageCount !== undefined && pageCount > 0 && page >= pageCount) return false;
  return true;
};

/** The page to request after `page`, or undefined when there is none. */
export const nextPage = (page: number, received: number, pageSize: number, pageCount?: number): number | undefined =>
  hasMore(received, pageSize, page, pageCount) ? page + 1 : undefined;

/** Cursor of a list being paged: `num` = last page successfully loaded (0 = none). */
export interface PageCursor {
  num: number;
  size: number;
}

export const initialCursor = (size: number = PAGE_SIZE): PageCursor => ({ num: 0, size });
/** Moves to the page about to be requested. */
export const advance = (c: PageCursor): PageCursor => ({ ...c, num: c.num + 1 });
/** After a failed request: back to the last good page, so the same page is requested again. */
export const rollback = (c: PageCursor): PageCursor => ({ ...c, num: Math.max(0, c.num - 1) });
/** Pull-down: start again from page 1 (the next advance requests page 1). */
export const reset = (c: PageCursor): PageCursor => ({ ...c, num: 0 });

export type FooterStatus = 'hidden' | 'loading' | 'noMore' | 'error';

/** The no-more hint only shows once the list has at least this many items (spec §9). */
export const NO_MORE_MIN_ITEMS = 2;

/** What the list footer shows. */
export const footerStatus = (s: {
  itemCount: number;
  more: boolean;
  loading: boolean;
  failed: boolean;
  noMoreMin?: number;
}): FooterStatus => {
  if (s.itemCount === 0) return 'hidden';
  if (s.loading) return 'loading';
  if (s.failed) return 'error';
  if (s.more) return 'loading';
  return s.itemCount >= (s.noMoreMin ?? NO_MORE_MIN_ITEMS) ? 'noMore' : 'hidden';
};
