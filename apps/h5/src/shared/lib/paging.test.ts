import { describe, expect, it } from 'vitest';
import { advance, footerStatus, hasMore, initialCursor, nextPage, reset, rollback } from './paging';

describe('hasMore / nextPage', () => {
  it('a full page means there may be more', () => {
    expect(hasMore(10, 10)).toBe(true);
    expect(nextPage(1, 10, 10)).toBe(2);
  });

  it('a page shorter than the page size means no more', () => {
    expect(hasMore(9, 10)).toBe(false);
    expect(hasMore(0, 10)).toBe(false);
    expect(nextPage(3, 4, 10)).toBeUndefined();
  });

  it('stops at page_count even when the last page is full', () => {
    expect(hasMore(10, 10, 2, 2)).toBe(false);
    expect(nextPage(2, 10, 10, 2)).toBeUndefined();
    expect(nextPage(1, 10, 10, 2)).toBe(2);
  });

  it('ignores a missing or zero page_count', () => {
    expect(nextPage(5, 10, 10, 0)).toBe(6);
    expect(nextPage(5, 10, 10)).toBe(6);
  });

  it('honours other page sizes', () => {
    expect(nextPage(1, 20, 20)).toBe(2);
    expect(nextPage(1, 10, 20)).toBeUndefined();
  });
});

describe('cursor', () => {
  it('starts before page 1 with page size 10', () => {
    expect(initialCursor()).toEqual({ num: 0, size: 10 });
    expect(advance(initialCursor()).num).toBe(1);
  });

  it('rolls back after an error so the same page is requested again', () => {
    let c = advance(advance(initialCursor(10))); // requesting page 2
    expect(c.num).toBe(2);
    c = rollback(c); // page 2 failed
    expect(c.num).toBe(1);
    expect(advance(c).num).toBe(2); // retry asks for page 2 again
  });

  it('never rolls back below zero', () => {
    expect(rollback(initialCursor()).num).toBe(0);
  });

  it('reset (pull-down) restarts from page 1', () => {
    const c = reset({ num: 7, size: 10 });
    expect(advance(c).num).toBe(1);
    expect(c.size).toBe(10);
  });
});

describe('footerStatus', () => {
  it('is hidden for an empty list', () => {
    expect(footerStatus({ itemCount: 0, more: false, loading: false, failed: false })).toBe('hidden');
  });
  it('shows loading while a page loads or more are expected', () => {
    expect(footerStatus({ itemCount: 10, more: true, loading: true, failed: false })).toBe('loading');
    expect(footerStatus({ itemCount: 10, more: true, loading: false, failed: false })).toBe('loading');
  });
  it('shows the retry after a failed page', () => {
    expect(footerStatus({ itemCount: 10, more: true, loading: false, failed: true })).toBe('error');
  });
  it('shows no-more at the end once the list has at least 2 items', () => {
    expect(footerStatus({ itemCount: 13, more: false, loading: false, failed: false })).toBe('noMore');
    expect(footerStatus({ itemCount: 2, more: false, loading: false, failed: false })).toBe('noMore');
    expect(footerStatus({ itemCount: 1, more: false, loading: false, failed: false })).toBe('hidden');
  });
});
