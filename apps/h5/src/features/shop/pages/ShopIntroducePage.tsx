import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '../../../shared/lib/router';
import { useTranslation } from '../../../i18n/react';
import type { ShopInfo, StoreItem } from '@mall/contract';
import { ApiError } from '../../../shared/lib/request';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { PagedList } from '../../../shared/ui/PagedList';
import { StoreRow } from '../../store';
import { chosenStore, useShopperLocation } from '../../store';
import { fetchStores, storeKeys } from '../../store';
import { ShopBottomBar } from '../components/ShopBottomBar';
import { FollowButton } from '../components/FollowButton';
import { shopInfoQuery } from '../shop.api';
import s from '../shop.module.css';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';

/** Service promises shown when the shop's flag is on. */
const SERVICES: { flag: keyof ShopInfo; key: string }[] = [
  { flag: 'shop_baozh', key: 'baozh' },
  { flag: 'shop_qtian', key: 'qtian' },
  { flag: 'shop_zhping', key: 'zhping' },
  { flag: 'shop_erxiaoshi', key: 'erxiaoshi' },
  { flag: 'shop_tuihuo', key: 'tuihuo' },
  { flag: 'shop_shiyong', key: 'shiyong' },
  { flag: 'shop_shiti', key: 'shiti' },
  { flag: 'shop_xiaoxie', key: 'xiaoxie' },
];

const ymd = (unix: number) => {
  const d = new Date(unix * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/** Shop introduction (`?site_id=`): card, scores, services, contact details and the shop's stores. */
export default function ShopIntroducePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const siteId = positiveId(usePageParams('shopIntroduce').site_id);
  const info = useQuery({ ...shopInfoQuery(siteId), enabled: siteId > 0 });
  const { location } = useShopperLocation();

  useEffect(() => {
    if (hash === '#stores' && info.isSuccess) document.getElementById('stores')?.scrollIntoView();
  }, [hash, info.isSuccess]);

  if (siteId === 0) return <EmptyState text={t('shop.notFound')} showHome />;
  if (info.isPending) return <LoadingView fullPage />;
  if (info.isError) {
    if (info.error instanceof ApiError && info.error.code < 0) return <EmptyState text={info.error.message} showHome />;
    return <ErrorView onRetry={() => void info.refetch()} />;
  }
  const shop = info.data;
  const services = SERVICES.filter((x) => Number(shop[x.flag]) === 1);
  const chosen = chosenStore();
  const phone = shop.telephone.replace(/[^\d+]/g, '');

  return (
    <div className={s.page} data-testid="shop-introduce">
      <section className={s.introCard}>
        <Img path={shop.logo} size="mid" kind="shop" className={s.introLogo} alt={shop.site_name} />
        <div className={s.introText}>
          <h2 className={s.introName}>
            {shop.is_own === 1 && <span className={s.ownTag}>{t('shop.own')}</span>}
            {shop.site_name}
          </h2>
          <p className={s.introMeta}>{t('shop.followers', { count: shop.sub_num })}</p>
        </div>
        <FollowButton siteId={siteId} />
      </section>
      {shop.seo_description && <p className={s.introDesc}>{shop.seo_description}</p>}

      <section className={`m-card ${s.panel}`}>
        <div className={s.scoresWide}>
          {[
            [t('shop.scoreDesc'), shop.shop_desccredit],
            [t('shop.scoreService'), shop.shop_servicecredit],
            [t('shop.scoreDelivery'), shop.shop_deliverycredit],
          ].map(([label, value]) => (
            <span key={label} className={s.score}>
              <span className={s.scoreValue}>{value}</span>
              <span className={s.scoreLabel}>{label}</span>
            </span>
          ))}
        </div>
        {services.length > 0 && (
          <div className={s.services} data-testid="shop-services">
            {services.map((x) => (
              <span key={x.key} className={s.service}>
                ✓ {t(`shop.service.${x.key}`)}
              </span>
            ))}
          </div>
        )}
      </section>

      <section className={`m-card ${s.panel}`}>
        {shop.category_name && <Line label={t('shop.mainCategory')} value={shop.category_name} />}
        {shop.level_name && <Line label={t('shop.level')} value={shop.level_name} />}
        {(shop.full_address || shop.address) && <Line label={t('shop.address')} value={shop.full_address || shop.address} />}
        {shop.workingtime && <Line label={t('shop.workingTime')} value={shop.workingtime} />}
        {shop.start_time > 0 && <Line label={t('shop.openSince')} value={ymd(shop.start_time)} />}
        {phone && (
          <a className="m-info-line" href={`tel:${phone}`}>
            <span className="m-info-line__label">{t('shop.telephone')}</span>
            <span className="m-info-line__value">{shop.telephone}</span>
            <span className="m-info-line__action">{t('shop.call')}</span>
          </a>
        )}
      </section>

      <section className={`m-card ${s.panel}`} id="stores" data-testid="shop-store-list">
        <h3 className={s.panelTitle}>{t('shop.stores')}</h3>
        <PagedList<StoreItem>
          queryKey={[...storeKeys.page(siteId, location), 'all']}
          fetchPage={(page, size) => fetchStores(siteId, location, page, size)}
          itemKey={(item) => item.store_id}
          pullToRefresh={false}
          backToTop={false}
          empty={{ text: t('shop.noStores') }}
          renderItem={(item) => <StoreRow item={item} chosen={chosen?.store_id === item.store_id} />}
        />
      </section>
      <ShopBottomBar siteId={siteId} telephone={shop.telephone} />
    </div>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="m-info-line">
      <span className="m-info-line__label">{label}</span>
      <span className="m-info-line__value">{value}</span>
    </div>
  );
}
