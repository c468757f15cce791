import { Fragment, useCallback, useEffect, useRef, type Key, type ReactNode } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { LOAD_MORE_DISTANCE, PAGE_SIZE, type Paged } from '@mall/contract';
import { footerStatus, nextPage } from '../lib/paging';
import { refusalOf } from '../lib/request';
import { afterNextPaint } from '../lib/tasks';
import { useResolved } from '../lib/useResolved';
import { BackToTop } from './BackToTop';
import { EmptyState } from './EmptyState';
import { EndLine } from './EndLine';
import { ErrorView } from './ErrorView';
import { LoadingView } from './LoadingView';
import { PullRefresh } from './PullRefresh';

export interface PagedListProps<T> {
  /** Query key prefix; the page size is appended. Invalidate with this prefix to reload the list. */
  queryKey: unknown[];
  /** Loads one page (1-based). */
  fetchPage: (page: number, pageSize: number) => Promise<Paged<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  /** Default 10. */
  pageSize?: number;
  /** Empty first page: text (default 暂无相关数据) and an optional go-home button. */
  empty?: { text?: string; showHome?: boolean };
  /** Class of the element wrapping the items (e.g. a two-column grid). */
  className?: string;
  /** React key of an item (default: its index). */
  itemKey?: (item: T, index: number) => Key;
  /** Rendered above the items, inside the pull-to-refresh area. */
  header?: ReactNode;
  /** Pull down to reload page 1 (default true). */
  pullToRefresh?: boolean;
  /** Back-to-top button after 1000 px (default true). */
  backToTop?: boolean;
  /**
   * A feed beside the page's own content (e.g. 猜你喜欢): nothing at all (not even `header`) while the
   * first page loads, when it is empty or when it fails, instead of a loader, empty state or retry.
   */
  quiet?: boolean;
  /**
   * Items drawn by the list's first render; the others follow once that frame is on screen, with the footer.
   * A landing page's first render and layout are then two shorter tasks instead of one long one (on a slow
   * phone a tap waits for a task to end). At least what the first screen shows, so nothing visible moves.
   */
  firstDraw?: number;
}

/**
 * The one paged list of the app: infinite query, pull-to-refresh back to page 1, next page when the
 * end of the list comes within 80 px, "no more" when a page is short, empty state, retry of a failed page.
 */
export function PagedList<T>({
  queryKey,
  fetchPage,
  renderItem,
  pageSize = PAGE_SIZE,
  empty,
  className,
  itemKey,
  header,
  pullToRefresh = true,
  backToTop = true,
  quiet = false,
  firstDraw,
}: PagedListProps<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = [...queryKey, { pageSize }];

  const q = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => nextPage(lastPage, last?.list?.length ?? 0, pageSize, last?.page_count),
  });

  const items: T[] = q.data ? q.data.pages.flatMap((p) => p?.list ?? []) : [];
  // the rest of a first page follows the frame that first shows items
  const drawAll = useResolved(afterNextPaint, items.length > 0, firstDraw === undefined);
  const drawn = drawAll || firstDraw === undefined ? items : items.slice(0, firstDraw);
  const partial = drawn.length < items.length;
  const more = Boolean(q.hasNextPage);
  const failed = q.isFetchNextPageError;
  const loadingMore = q.isFetchingNextPage;

  const { fetchNextPage } = q;
  const loadMore = useCallback(() => {
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage]);

  // Load the next page when the sentinel comes within LOAD_MORE_DISTANCE of the viewport bottom.
  const sentinel = useRef<HTMLDivElement>(null);
  const canAutoLoad = items.length > 0 && !partial && more && !loadingMore && !failed && !q.isRefetching;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canAutoLoad) return;
    if (typeof IntersectionObserver !== 'undefined') {
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) loadMore();
        },
        { rootMargin: `0px 0px ${LOAD_MORE_DISTANCE}px 0px` },
      );
      io.observe(el);
      return () => io.disconnect();
    }
    const check = () => {
      if (el.getBoundingClientRect().top - window.innerHeight <= LOAD_MORE_DISTANCE) loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [canAutoLoad, items.length, loadMore]);

  const refreshFirstPage = async (): Promise<void> => {
    // Keep page 1 only, then refetch it: the list restarts from page 1 without flashing empty.
    queryClient.setQueryData<InfiniteData<Paged<T>, number>>(key, (d) =>
      d ? { pages: d.pages.slice(0, 1), pageParams: d.pageParams.slice(0, 1) } : d,
    );
    await queryClient.refetchQueries({ queryKey: key, exact: true });
  };

  let body: ReactNode;
  if (quiet && items.length === 0) {
    return backToTop ? <BackToTop /> : null;
  } else if (q.isPending) {
    body = <LoadingView />;
  } else if (q.isError && items.length === 0) {
    // A refusal (e.g. 您不是核销员) is read, not retried; a failed request can be tried again.
    const said = refusalOf(q.error);
    body = said ? <EmptyState text={said} showHome /> : <ErrorView text={t('common.loadMoreError')} onRetry={() => void q.refetch()} />;
  } else if (items.length === 0) {
    body = <EmptyState text={empty?.text} showHome={empty?.showHome} />;
  } else {
    const status = footerStatus({ itemCount: items.length, more, loading: loadingMore, failed });
    body = (
      <>
        <div className={className}>
          {drawn.map((item, i) => (
            <Fragment key={itemKey ? itemKey(item, i) : i}>{renderItem(item, i)}</Fragment>
          ))}
        </div>
        {!partial && (
          <div ref={sentinel} className="m-list-footer" data-status={status}>
            {status === 'loading' && (
              <>
                <span className="m-spinner m-spinner--sm" aria-hidden="true" />
                <span>{t('common.loading')}</span>
              </>
            )}
            {status === 'noMore' && <EndLine />}
            {status === 'error' && (
              <button type="button" className="m-list-footer__retry" onClick={loadMore}>
                {t('common.loadMoreError')}
              </button>
            )}
          </div>
        )}
      </>
    );
  }

  const content = (
    <>
      {header}
      {body}
    </>
  );
  return (
    <>
      {pullToRefresh ? <PullRefresh onRefresh={refreshFirstPage}>{content}</PullRefresh> : content}
      {backToTop && <BackToTop />}
    </>
  );
}

export default PagedList;
