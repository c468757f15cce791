import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AreaItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { getLocation } from '../../../platform/geolocation';
import { hasAppHistory, useGo } from '../../../shared/lib/nav';
import { usePageParams } from '../../../shared/lib/pageParams';
import { finishChoosing, type ChosenPoint } from '../../../shared/state/chosenLocation';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { areasQuery, regionAt } from '../location.api';
import { areaPoint, canConfirm, filterAreas, safeBackPath } from '../model/choose';
import s from './ChooseLocation.module.css';

const DEEPEST_LEVEL = 3;

/**
 * `/choose-location?back=`: the built-in location picker (no map service needed). The shopper takes the
 * device position or picks a region (browsing province → city → district, with a search over each list; a
 * region gives its centre when the region data has one); 确定 hands the choice to the page that opened it
 * (shared/state/chosenLocation) and goes back.
 */
export default function ChooseLocationPage() {
  const { t } = useTranslation();
  const { go, back } = useGo();
  const backPath = safeBackPath(usePageParams('chooseLocation').back ?? null);
  const [path, setPath] = useState<AreaItem[]>([]);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ChosenPoint | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const parent = path[path.length - 1];
  const areas = useQuery(areasQuery(parent?.id ?? 0));

  const locateHere = async () => {
    setLocating(true);
    setLocateFailed(false);
    const pos = await getLocation({ timeout: 10_000, maximumAge: 60_000 });
    if (!pos) {
      setLocating(false);
      setLocateFailed(true);
      return;
    }
    const point: ChosenPoint = {
      latitude: pos.latitude.toFixed(6),
      longitude: pos.longitude.toFixed(6),
      name: '',
      province_id: 0,
      city_id: 0,
      district_id: 0,
    };
    try {
      const r = await regionAt(point.latitude, point.longitude);
      Object.assign(point, { name: r.full_address, province_id: r.province_id, city_id: r.city_id, district_id: r.district_id });
    } catch {
      // region data without centres: the bare position
    }
    setChosen(point);
    setLocating(false);
  };

  const pick = (area: AreaItem) => {
    setChosen(areaPoint(area, path));
    if (area.level < DEEPEST_LEVEL) {
      setPath([...path, area]);
      setSearch('');
    }
  };

  const confirm = () => {
    if (!canConfirm(chosen)) return;
    finishChoosing(chosen, backPath ?? '');
    if (hasAppHistory()) back();
    else if (backPath) go(backPath, { replace: true });
    else back();
  };

  let list;
  if (areas.isPending) list = <LoadingView />;
  else if (areas.isError) list = <ErrorView onRetry={() => void areas.refetch()} />;
  else {
    const shown = filterAreas(areas.data ?? [], search);
    list = shown.length ? (
      <ul className={s.list} data-testid="location-areas">
        {shown.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className={
                chosen && [chosen.province_id, chosen.city_id, chosen.district_id].includes(a.id) ? `${s.area} ${s.areaOn}` : s.area
              }
              onClick={() => pick(a)}
              data-testid="location-area"
            >
              <span>{a.name}</span>
              {a.level < DEEPEST_LEVEL && <span className={s.more}>›</span>}
            </button>
          </li>
        ))}
      </ul>
    ) : (
      <EmptyState text={t(search ? 'location.noMatch' : 'location.noAreas')} />
    );
  }

  return (
    <div className={s.page} data-testid="choose-location">
      <div className={s.card}>
        <button type="button" className={s.current} onClick={() => void locateHere()} disabled={locating} data-testid="location-current">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="4" fill="currentColor" />
            <path
              d="M12 2v3M12 19v3M2 12h3M19 12h3M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          {locating ? t('location.locating') : t('location.useCurrent')}
        </button>
        {locateFailed && <div className={s.note}>{t('location.locateFailed')}</div>}
      </div>

      <div className={s.card}>
        <nav className={s.crumbs} aria-label={t('location.regions')}>
          <button type="button" className={s.crumb} onClick={() => setPath([])}>
            {t('location.allRegions')}
          </button>
          {path.map((a, i) => (
            <span key={a.id}>
              <span className={s.crumbSep}>/ </span>
              <button type="button" className={s.crumb} onClick={() => setPath(path.slice(0, i + 1))}>
                {a.name}
              </button>
            </span>
          ))}
        </nav>
        <input
          className={s.search}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('location.searchPlaceholder')}
          aria-label={t('location.searchPlaceholder')}
          data-testid="location-search"
        />
        {list}
      </div>

      <div className={s.footer}>
        <div className={s.chosen} data-testid="location-chosen">
          {chosen ? (
            <>
              {chosen.name || t('location.currentPosition')}
              <span className={s.coords}>
                {chosen.latitude && chosen.longitude
                  ? t('location.coords', { lng: chosen.longitude, lat: chosen.latitude })
                  : t('location.noCentre')}
              </span>
            </>
          ) : (
            <span className={s.hint}>{t('location.chooseHint')}</span>
          )}
        </div>
        <button
          type="button"
          className={`m-btn m-btn--primary ${s.confirm}`}
          disabled={!canConfirm(chosen)}
          onClick={confirm}
          data-testid="location-confirm"
        >
          {t('location.confirm')}
        </button>
      </div>
    </div>
  );
}
