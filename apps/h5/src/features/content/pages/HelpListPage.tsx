import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { helpClassesQuery } from '../content.api';
import { Chevron } from './Chevron';
import s from './content.module.css';

/** Help centre: each class with the titles of its articles; an article opens its detail. */
export default function HelpListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const q = useQuery(helpClassesQuery());
  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  if (q.data.length === 0) return <EmptyState text={t('content.helpEmpty')} showHome />;
  return (
    <div className={s.page} data-testid="help-list">
      {q.data.map((c) => (
        <section key={c.class_id} className={`m-card ${s.group}`}>
          <h2 className={s.groupTitle}>{c.class_name}</h2>
          <ul className={s.rows}>
            {c.child_list.map((a) => (
              <li key={a.id}>
                <button type="button" className={s.row} onClick={() => go('helpDetail', { id: a.id })} data-testid="help-item">
                  <span className={s.rowTitle}>{a.title}</span>
                  <Chevron />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
