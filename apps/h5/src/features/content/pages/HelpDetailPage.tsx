import { useQuery } from '@tanstack/react-query';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { helpQuery } from '../content.api';
import { ArticleView } from './ArticleView';
import s from './content.module.css';

/** One help article (`?id=`). */
export default function HelpDetailPage() {
  const { t } = useTranslation();
  const id = positiveId(usePageParams('helpDetail').id);
  const q = useQuery({ ...helpQuery(id), enabled: id > 0 });
  return (
    <div className={s.page}>
      <ArticleView id={id} q={q} notFound={t('content.helpNotFound')} extra={(a) => <span className={s.tag}>{a.class_name}</span>} />
    </div>
  );
}
