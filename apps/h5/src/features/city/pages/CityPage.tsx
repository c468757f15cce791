import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { WebsiteInfo } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { useShopperLocation } from '../../store';
import { cityListsQuery, setWebsiteId, storedWebsiteId } from '../city.api';
import s from '../city.module.css';
import { pagePath } from '../../../shared/pages';

/**
 * City sub-site choice: the current city, the located (nearest) city, the whole mall and every city
 * by initial. Choosing stores `website_id` (sent with every later call) and goes home.
 */
export default function CityPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const { location, status } = useShopperLocation();
  const q = useQuery({ ...cityListsQuery(location), placeholderData: (prev) => prev });
  const current = storedWebsiteId();

  const choose = (id: number, name: string) => {
    setWebsiteId(id);
    // Goods, shops and the home page depend on the city: drop everything cached.
    queryClient.removeQueries();
    void toast(t('city.switched', { name }));
    go(pagePath('home'), { replace: true });
  };

  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  const all = q.data.groups.flatMap((g) => g.list);
  const currentCity = all.find((c) => c.site_id === current);
  const nationwide = t('city.nationwide');
  const cityName = (c: WebsiteInfo) => c.site_area_name;

  return (
    <div className={s.page} data-testid="city-page">
      <section className={s.block}>
        <h3 className={s.head}>{t('city.current')}</h3>
        <div className={s.row}>
          <span className={`${s.pill} ${s.pillOn}`} data-testid="city-current">
            {currentCity ? cityName(currentCity) : nationwide}
          </span>
          {current > 0 && (
            <button type="button" className={s.pill} onClick={() => choose(0, nationwide)} data-testid="city-nationwide">
              {t('city.chooseNationwide')}
            </button>
          )}
        </div>
      </section>
      <section className={s.block}>
        <h3 className={s.head}>{t('city.located')}</h3>
        <div className={s.row}>
          {q.data.nearest ? (
            <button
              type="button"
              className={s.pill}
              onClick={() => choose(q.data.nearest!.site_id, cityName(q.data.nearest!))}
              data-testid="city-nearest"
            >
              {cityName(q.data.nearest)}
              <span className={s.distance}>{t('city.distance', { km: Math.round(q.data.nearest.distance) })}</span>
            </button>
          ) : (
            <span className={s.hint}>{status === 'locating' ? t('city.locating') : t('city.noLocation')}</span>
          )}
        </div>
      </section>
      {all.length === 0 ? (
        <EmptyState text={t('city.empty')} />
      ) : (
        <>
          <nav className={s.index} aria-label={t('city.index')}>
            {q.data.groups.map((g) => (
              <a
                key={g.initial}
                href={`#city-${g.initial}`}
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(`city-${g.initial}`)?.scrollIntoView();
                }}
              >
                {g.initial}
              </a>
            ))}
          </nav>
          {q.data.groups.map((g) => (
            <section key={g.initial} id={`city-${g.initial}`} className={s.group}>
              <h3 className={s.initial}>{g.initial}</h3>
              {g.list.map((c) => (
                <button
                  key={c.site_id}
                  type="button"
                  className={c.site_id === current ? `${s.item} ${s.itemOn}` : s.item}
                  onClick={() => choose(c.site_id, cityName(c))}
                  data-testid="city-item"
                >
                  <span>{cityName(c)}</span>
                  <span className={s.itemSub}>{c.title}</span>
                </button>
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
