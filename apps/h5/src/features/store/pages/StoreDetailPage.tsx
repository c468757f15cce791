import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { ApiError } from '../../../shared/lib/request';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { chooseStore, chosenStore, useShopperLocation } from '../location';
import { formatKm } from '../../../shared/lib/distance';
import { openLocationUrl, storeInfoQuery } from '../store.api';
import s from '../store.module.css';

/** Store detail (`?store_id=`): picture, hours, phone, address with distance, map link, choose as my store. */
export default function StoreDetailPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const storeId = positiveId(usePageParams('storeDetail').store_id);
  const valid = Number.isInteger(storeId) && storeId > 0;
  const { location } = useShopperLocation();
  const q = useQuery({ ...storeInfoQuery(storeId, location), enabled: valid, placeholderData: (prev) => prev });
  const [chosenId, setChosenId] = useState(() => chosenStore()?.store_id ?? 0);

  if (!valid) return <EmptyState text={t('store.notFound')} showHome />;
  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) {
    if (q.error instanceof ApiError && q.error.code < 0) return <EmptyState text={q.error.message} showHome />;
    return <ErrorView onRetry={() => void q.refetch()} />;
  }
  const st = q.data;
  const phone = st.telphone.replace(/[^\d+-]/g, '');
  const isChosen = chosenId === st.store_id;
  const choose = () => {
    chooseStore({ store_id: st.store_id, site_id: st.site_id, store_name: st.store_name });
    setChosenId(st.store_id);
    void toast(t('store.chosen'));
  };

  return (
    <div className={s.page} data-testid="store-detail">
      <Img path={st.store_image} size="big" kind="store" className={s.hero} alt={st.store_name} />
      <section className={s.card}>
        <h2 className={s.title} data-testid="store-detail-name">
          {st.store_name}
        </h2>
        <p className={s.sub}>
          {st.site_name}
          {st.is_pickup === 1 ? ` · ${t('store.pickup')}` : ''}
        </p>
      </section>
      <section className={s.card}>
        <div className={`m-info-line ${s.line}`}>
          <span className={`m-info-line__label ${s.lineLabel}`}>{t('store.hours')}</span>
          <span className="m-info-line__value">{st.open_date}</span>
        </div>
        {phone && (
          <a className={`m-info-line ${s.line}`} href={`tel:${phone}`}>
            <span className={`m-info-line__label ${s.lineLabel}`}>{t('store.phone')}</span>
            <span className="m-info-line__value">{st.telphone}</span>
            <span className="m-info-line__action">{t('store.call')}</span>
          </a>
        )}
        <button
          type="button"
          className={`m-info-line ${s.line}`}
          style={{ width: '100%', border: 0, background: 'none', textAlign: 'left', cursor: 'pointer' }}
          onClick={() =>
            go(
              openLocationUrl({
                latitude: st.latitude,
                longitude: st.longitude,
                name: st.store_name,
                address: st.full_address || st.address,
              }),
            )
          }
          data-testid="store-map"
        >
          <span className={`m-info-line__label ${s.lineLabel}`}>{t('store.address')}</span>
          <span className="m-info-line__value">
            {st.full_address || st.address}
            {st.distance > 0 && (
              <span
                className={s.coords}
                data-testid="store-detail-distance"
              >{` ${t('store.away', { distance: formatKm(st.distance) })}`}</span>
            )}
          </span>
          <span className="m-info-line__action">{t('store.map')} ›</span>
        </button>
      </section>
      <div className={s.actions}>
        <button type="button" className="m-btn" onClick={() => go('shopIndex', { site_id: st.site_id })}>
          {t('store.visitShop')}
        </button>
        <button type="button" className="m-btn m-btn--primary" onClick={choose} disabled={isChosen} data-testid="store-choose">
          {isChosen ? t('store.current') : t('store.choose')}
        </button>
      </div>
    </div>
  );
}
