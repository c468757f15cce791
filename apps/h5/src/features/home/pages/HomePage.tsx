import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { diyViewQuery } from '../home.api';
import { DiyRenderer } from '../diy/DiyRenderer';
import s from './HomePage.module.css';

function HomeSkeleton() {
  return (
    <div className={s.skeleton} aria-hidden="true" data-testid="home-skeleton">
      <div className={s.skSearch} />
      <div className={`${s.skBanner} ${s.shimmer}`} />
      <div className={s.skNav}>
        {Array.from({ length: 10 }, (_, i) => (
          <span key={i} className={`${s.skDot} ${s.shimmer}`} />
        ))}
      </div>
      <div className={s.skGrid}>
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} className={`${s.skCard} ${s.shimmer}`} />
        ))}
      </div>
    </div>
  );
}

/**
 * Home (tab 0, custom navigation): the DIY page `DIY_VIEW_INDEX` rendered block by block.
 * Pull-down (route flag) refetches the active queries: the page JSON and every goods block.
 */
export default function HomePage() {
  const q = useQuery(diyViewQuery());

  if (q.isPending) return <HomeSkeleton />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;

  const { global, blocks } = q.data;
  return (
    <div className={s.page} style={global.bgColor ? { background: global.bgColor } : undefined} data-testid="home-page">
      {blocks.length > 0 ? <DiyRenderer blocks={blocks} /> : <EmptyState />}
      <div className={s.bottomGap} />
    </div>
  );
}
