import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { img } from '../../../shared/lib/image';
import { usePageParams } from '../../../shared/lib/pageParams';
import { formatTime } from '../../../shared/lib/time';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { giftOrderQuery } from '../gift.api';
import s from './Gift.module.css';

/** 礼品详情 (`/otherpages/member/gift_detail?order_id=`): the gift, its delivery state and parcel, and where it ships. */
export default function GiftDetailPage() {
  const { t } = useTranslation();
  const orderId = usePageParams('giftDetail').order_id ?? 0;
  const order = useQuery({ ...giftOrderQuery(orderId), enabled: orderId > 0 });
  if (orderId <= 0) return <EmptyState text={t('gift.notFound')} showHome />;
  if (order.isPending) return <LoadingView fullPage />;
  if (order.isError) return <ErrorView onRetry={() => void order.refetch()} />;
  const g = order.data;
  const shipped = g.express_status === 1;
  return (
    <div className={s.page} data-testid="gift-detail">
      <div className={s.card}>
        <img className={s.image} src={img(g.gift_image, 'small')} alt="" />
        <span className={s.info}>
          <span className={s.name}>{g.gift_name}</span>
          <span className={s.muted}>{t('gift.num', { n: g.num })}</span>
          <span className={s.state} data-testid="gift-state">
            {t(shipped ? 'gift.shipped' : 'gift.waiting')}
          </span>
        </span>
      </div>
      <section className={s.section}>
        <h2 className={s.title}>{t('gift.delivery')}</h2>
        <dl>
          {shipped ? (
            <>
              <div className={s.row}>
                <dt>{t('gift.company')}</dt>
                <dd data-testid="gift-company">{g.express_company_name}</dd>
              </div>
              <div className={s.row}>
                <dt>{t('gift.expressNo')}</dt>
                <dd data-testid="gift-express-no">{g.express_no}</dd>
              </div>
              <div className={s.row}>
                <dt>{t('gift.expressTime')}</dt>
                <dd>{formatTime(g.express_time)}</dd>
              </div>
            </>
          ) : (
            <div className={s.row}>
              <dt>{t('gift.state')}</dt>
              <dd>{t('gift.waitingHint')}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className={s.section}>
        <h2 className={s.title}>{t('gift.receiver')}</h2>
        <dl>
          <div className={s.row}>
            <dt>{t('gift.name')}</dt>
            <dd>
              {g.member_name} {g.mobile}
            </dd>
          </div>
          <div className={s.row}>
            <dt>{t('gift.address')}</dt>
            <dd>{g.full_address}</dd>
          </div>
        </dl>
      </section>
      <section className={s.section}>
        <dl>
          <div className={s.row}>
            <dt>{t('gift.orderNo')}</dt>
            <dd>{g.order_no}</dd>
          </div>
          <div className={s.row}>
            <dt>{t('gift.createTime')}</dt>
            <dd>{formatTime(g.create_time)}</dd>
          </div>
          {g.remark && (
            <div className={s.row}>
              <dt>{t('gift.remark')}</dt>
              <dd>{g.remark}</dd>
            </div>
          )}
        </dl>
      </section>
    </div>
  );
}
