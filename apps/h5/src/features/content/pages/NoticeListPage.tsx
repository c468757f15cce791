import { useTranslation } from '../../../i18n/react';
import type { NoticeListItem } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { PagedList } from '../../../shared/ui/PagedList';
import { contentKeys, fetchNotices } from '../content.api';
import { formatDate } from '../model';
import { Chevron } from './Chevron';
import s from './content.module.css';

/** Mall notices, pinned first then newest, paged. */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <div className={s.page}>
      <PagedList<NoticeListItem>
        queryKey={[...contentKeys.notices]}
        fetchPage={fetchNotices}
        itemKey={(n) => n.id}
        className={s.rows}
        empty={{ text: t('content.noticeEmpty'), showHome: true }}
        renderItem={(n) => (
          <button type="button" className={s.noticeRow} onClick={() => go('noticeDetail', { id: n.id })} data-testid="notice-item">
            <span className={s.noticeText}>
              <span className={s.rowTitle}>
                {n.is_top === 1 && <span className={s.pin}>{t('content.pinned')}</span>}
                {n.title}
              </span>
              <time className={s.rowTime}>{formatDate(n.create_time)}</time>
            </span>
            <Chevron />
          </button>
        )}
      />
    </div>
  );
}
