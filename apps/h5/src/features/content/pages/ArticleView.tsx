import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { refusalOf } from '../../../shared/lib/request';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { RichHtml } from '../../home';
import { formatDate } from '../model';
import s from './content.module.css';

/**
 * A help article or a notice: title, date and sanitised HTML. A missing id or an id the server does
 * not know shows the not-found state (the server's message); a network failure offers a retry.
 */
export function ArticleView<T extends { title: string; content: string; create_time: number }>({
  id,
  q,
  notFound,
  extra,
}: {
  id: number;
  q: UseQueryResult<T>;
  notFound: string;
  extra?: (item: T) => ReactNode;
}) {
  if (!id) return <EmptyState text={notFound} showHome />;
  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) {
    // The server's "does not exist" is shown as such; a failed request can be retried.
    const said = refusalOf(q.error);
    return said ? <EmptyState text={said} showHome /> : <ErrorView onRetry={() => void q.refetch()} />;
  }
  const item = q.data;
  return (
    <article className={`m-card ${s.article}`} data-testid="article">
      <h1 className={s.articleTitle}>{item.title}</h1>
      <p className={s.articleMeta}>
        {extra?.(item)}
        <time>{formatDate(item.create_time)}</time>
      </p>
      <RichHtml html={item.content} className={s.articleBody} testId="article-body" />
    </article>
  );
}
