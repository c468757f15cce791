import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../shared/lib/router';
import { useTranslation } from '../../../i18n/react';
import { noticeQuery } from '../content.api';
import { idParam } from '../model';
import { ArticleView } from './ArticleView';
import s from './content.module.css';

/** One notice (`?id=`). */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
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
