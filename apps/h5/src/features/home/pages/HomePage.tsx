import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import i18n, { isLang, loadNamespace } from '../../../i18n';
import { useGo } from '../../../shared/lib/nav';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { prefetchPagesWhenSettled } from '../../../app/prefetchTrigger';
import { useNearViewport } from '../../../shared/lib/useNearViewport';
import { homeViewQuery } from '../home.api';
import { DiyPageContext, type DiyPageInfo } from '../diy/context';
import { DiyRenderer } from '../diy/DiyRenderer';
import s from './HomePage.module.css';

/** The city selection page (city sub-sites). */

// 猜你喜欢 sits below the first screen: its code (the goods feature's list and cards) loads when the shopper
// scrolls towards it, not with the first screen.
// Its texts (the goods namespace) are not in the bundled core either.
const RecommendFeed = lazy(() =>
  Promise.all([
    import('../../goods'),
    isLang(i18n.language) ? loadNamespace(i18n.language, 'goods').catch(() => undefined) : undefined,
  ]).then(([m]) => ({
    default: m.RecommendFeed,
  })),
);

// Only a home without blocks shows it: its code stays off the first screen.
const EmptyState = lazy(() => import('../../../shared/ui/EmptyState').then((m) => ({ default: m.EmptyState })));

function RecommendWhenNear() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return near ? (
    <Suspense fallback={null}>
      <RecommendFeed />
    </Suspense>
  ) : (
    <div ref={ref} />
  );
}

function HomeSkeleton() {
  return (
    <div className={s.skeleton} aria-hidden="true" data-testid="home-skeleton">
      <div className={s.skSearch} />
      <div className={`${s.skBanner} m-shimmer`} />
      <div className={s.skNav}>
        {Array.from({ length: 10 }, (_, i) => (
          <span key={i} className={`${s.skDot} m-shimmer`} />
        ))}
      </div>
      <div className={s.skGrid}>
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} className={`${s.skCard} m-shimmer`} />
        ))}
      </div>
    </div>
  );
}

/**
 * Home (tab 0, custom navigation): the DIY page rendered block by block: the chosen city sub-site's
 * home (`website_id` in local storage) when it has one, else `DIY_VIEW_INDEX`. The search row shows
 * the city (or "all cities") and opens the city page. Pull-down (route flag) refetches the active
 * queries: the page JSON and every goods block. Below the blocks, 猜你喜欢 pages on to its end line, with
 * the back-to-top button once the shopper is a long way down.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const websiteId = Number(storage.getString(StorageKey.websiteId)) || 0;
  const q = useQuery(homeViewQuery(websiteId));
  const cityName = q.data?.cityName || t('home.allCities');
  const page = useMemo<DiyPageInfo>(() => ({ city: { name: cityName, onPick: () => go('city') } }), [cityName, go]);
  // The pages opened from home are fetched ahead while home is idle (spec §9).
  useEffect(() => prefetchPagesWhenSettled(), []);

  if (q.isPending) return <HomeSkeleton />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;

  const { global, blocks } = q.data;
  return (
    <div className={s.page} style={global.bgColor ? { background: global.bgColor } : undefined} data-testid="home-page">
      <DiyPageContext.Provider value={page}>
        {blocks.length > 0 ? (
          <DiyRenderer blocks={blocks} />
        ) : (
          <Suspense fallback={null}>
            <EmptyState />
          </Suspense>
        )}
      </DiyPageContext.Provider>
      <RecommendWhenNear />
      <div className={s.bottomGap} />
    </div>
  );
}
