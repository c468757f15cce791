import { useQuery } from '@tanstack/react-query';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { noticeQuery } from '../content.api';
import { ArticleView } from './ArticleView';
import s from './content.module.css';

/** One notice (`?id=`). */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const id = positiveId(usePageParams('noticeDetail').id);
  const q = useQuery({ ...noticeQuery(id), enabled: id > 0 });
  return (
    <div className={s.page}>
      <ArticleView
        id={id}
        q={q}
        notFound={t('content.noticeNotFound')}
        extra={(n) => (n.is_top === 1 ? <span className={s.pin}>{t('content.pinned')}</span> : null)}
      />
    </div>
  );
}
