import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { NavBar } from '../../../shared/ui/NavBar';
import { diyViewQuery } from '../../home';
import { DiyRenderer } from '../../home';
import s from './DiyPage.module.css';

/**
 * A custom micro page (`/otherpages/diy/diy?name=DIY_VIEW_RANDOM_…`) drawn by the block registry. The bar
 * title comes from the page JSON; an unknown (or missing) name shows the not-found state.
 */
export default function DiyPage() {
  const { t } = useTranslation();
  const name = (usePageParams('diy').name ?? '').trim();
  const q = useQuery({ ...diyViewQuery(name), enabled: name !== '' });
  const title = q.data?.found ? q.data.global.title || q.data.title : '';

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  let body;
  if (!name || (q.isSuccess && !q.data.found)) {
    body = <EmptyState text={t('diy.notFound')} showHome />;
  } else if (q.isPending) {
    body = <LoadingView fullPage />;
  } else if (q.isError) {
    body = <ErrorView onRetry={() => void q.refetch()} />;
  } else {
    const { global, blocks } = q.data;
    body = (
      <div className={s.page} style={global.bgColor ? { background: global.bgColor } : undefined} data-testid="diy-page">
        {blocks.length > 0 ? <DiyRenderer blocks={blocks} /> : <EmptyState />}
        <div className={s.bottomGap} />
      </div>
    );
  }
  return (
    <>
      <NavBar title={title || t('titles.diy')} />
      {body}
    </>
  );
}
