import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { fullUrl, img } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { usePageParams } from '../../../shared/lib/pageParams';
import { useAuth } from '../../../shared/state/auth';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { absolutizeImageSrc } from '../../goods';
import { exchangeDetailQuery } from '../point.api';
import { ExchangeCost } from './ExchangeCost';
import s from './Point.module.css';

/** 兑换详情 (`/promotionpages/point/detail/detail?id=`): the item, what it costs, its description and 立即兑换. */
export default function PointDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const id = usePageParams('pointExchangeDetail').id ?? 0;
  const token = useAuth((a) => a.token);
  const detail = useQuery({ ...exchangeDetailQuery(id), enabled: id > 0 });
  if (id <= 0) return <EmptyState text={t('point.notFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) return <ErrorView onRetry={() => void detail.refetch()} />;
  const item = detail.data;
  const soldOut = item.stock <= 0;
  const exchange = () => (token ? go('pointPayment', { id: item.id, num: 1 }) : redirectToLogin());
  return (
    <div className={s.detailPage} data-testid="point-detail">
      <img className={s.detailImg} src={img(item.image, 'big')} alt="" />
      <div className={s.detailBody}>
        <section className={s.card}>
          <span className={s.badge}>{t(`point.types.${item.type}`)}</span>
          <h1 className={s.detailName}>{item.name}</h1>
          <ExchangeCost point={item.point} price={item.price} />
          <div className={s.row}>
            <span className={s.muted}>
              {t('point.marketPrice')} <Price value={item.market_price} size="sm" del />
            </span>
            <span className={s.muted}>{t('point.stock', { n: item.stock })}</span>
          </div>
          {item.type === 1 && Number(item.delivery_price) > 0 && (
            <div className={s.muted}>{t('point.deliveryPrice', { price: item.delivery_price })}</div>
          )}
          {item.type === 3 && <div className={s.muted}>{t('point.balanceGives', { price: item.balance })}</div>}
        </section>
        {item.content && (
          <section className={s.card}>
            <div className={s.content} dangerouslySetInnerHTML={{ __html: absolutizeImageSrc(item.content, fullUrl) }} />
          </section>
        )}
      </div>
      <div className={s.bar}>
        <ExchangeCost point={item.point} price={item.price} small />
        <button type="button" className="m-btn m-btn--primary" disabled={soldOut} onClick={exchange} data-testid="point-exchange">
          {soldOut ? t('point.soldOut') : t('point.exchangeNow')}
        </button>
      </div>
    </div>
  );
}
