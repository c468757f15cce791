import { usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import s from '../store.module.css';

/** Map links of a place: AMap marker and Baidu marker pages (positions are GCJ-02, as stored). */
export const mapLinks = (lat: number, lng: number, name: string, address: string) => ({
  amap: `https://uri.amap.com/marker?${new URLSearchParams({ position: `${lng},${lat}`, name, src: 'mall-h5', coordinate: 'gaode', callnative: '1' }).toString()}`,
  baidu: `https://api.map.baidu.com/marker?${new URLSearchParams({ location: `${lat},${lng}`, title: name, content: address, output: 'html', coord_type: 'gcj02', src: 'webapp.mall.h5' }).toString()}`,
});

/** `/open-location?latitude&longitude&name&address`: the place, its position, and buttons opening a map app or site. */
export default function OpenLocationPage() {
  const { t } = useTranslation();
  const query = usePageParams('openLocation');
  const lat = query.latitude ?? NaN;
  const lng = query.longitude ?? NaN;
  const name = (query.name ?? '').trim();
  const address = (query.address ?? '').trim();
  const valid = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  if (!valid) return <EmptyState text={t('store.noPosition')} showHome />;
  const links = mapLinks(lat, lng, name || address, address);

  return (
    <div className={s.page} data-testid="open-location">
      <div className={s.mapBox} aria-hidden="true">
        <span className={s.road} style={{ left: 0, right: 0, top: '58%', height: 10 }} />
        <span className={s.road} style={{ top: 0, bottom: 0, left: '38%', width: 10 }} />
        <svg className={s.pin} viewBox="0 0 24 24">
          <path
            d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            fill="currentColor"
          />
        </svg>
      </div>
      <section className={s.card}>
        <h2 className={s.title} data-testid="open-location-name">
          {name || t('store.place')}
        </h2>
        {address && <p className={s.sub}>{address}</p>}
        <p className={s.coords}>{t('store.position', { latitude: lat.toFixed(6), longitude: lng.toFixed(6) })}</p>
      </section>
      <div className={s.actions}>
        <a className="m-btn m-btn--primary" href={links.amap} target="_blank" rel="noopener noreferrer" data-testid="open-amap">
          {t('store.openAmap')}
        </a>
        <a className="m-btn" href={links.baidu} target="_blank" rel="noopener noreferrer" data-testid="open-baidu">
          {t('store.openBaidu')}
        </a>
      </div>
    </div>
  );
}
