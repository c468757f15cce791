import { useQuery } from '@tanstack/react-query';
import type { OrderPackage } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { fetchOrderPackages, orderKeys } from '../order.api';
import { formatTime } from '../model/order';
import s from '../components/order.module.css';
import { PACKAGE_DELIVERY_TYPE } from '@mall/contract';

function Parcel({ pkg, index }: { pkg: OrderPackage; index: number }) {
  const { t } = useTranslation();
  const count = pkg.goods_list.reduce((a, g) => a + g.num, 0);
  return (
    <div className="m-card" data-testid="parcel">
      <div className={s.parcelHead}>
        <span>{pkg.package_name || t('order.logistics.parcel', { n: index + 1 })}</span>
        <span className={s.status}>{pkg.trace.status_name}</span>
      </div>
      {pkg.delivery_type === PACKAGE_DELIVERY_TYPE.EXPRESS ? (
        <>
          <div className={s.parcelMeta}>{t('order.logistics.company', { name: pkg.express_company_name })}</div>
          <div className={s.parcelMeta} data-testid="parcel-no">
            {t('order.logistics.number', { no: pkg.delivery_no })}
          </div>
        </>
      ) : (
        <div className={s.parcelMeta}>{t('order.logistics.noLogistics')}</div>
      )}
      <div className={s.thumbs}>
        {pkg.goods_list.map((g) => (
          <Img key={g.order_goods_id} className={s.thumb} path={g.sku_image} size="small" alt={g.sku_name} />
        ))}
      </div>
      <div className={s.parcelMeta}>
        {t('order.logistics.goodsCount', { count })} · {formatTime(pkg.delivery_time)}
      </div>
      {pkg.trace.list.length > 0 ? (
        <ul className={`m-timeline ${s.trace}`}>
          {pkg.trace.list.map((e, i) => (
            <li
              key={`${e.datetime}-${i}`}
              className={
                i === 0 ? `m-timeline__item m-timeline__item--first ${s.traceItem} ${s.traceFirst}` : `m-timeline__item ${s.traceItem}`
              }
              data-testid="trace-item"
            >
              {e.remark}
              <span className={s.traceTime}>{e.datetime}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.muted}>{pkg.trace.reason || t('order.logistics.empty')}</p>
      )}
    </div>
  );
}

/** 物流信息: every parcel of the order with its carrier, number, goods and trace (newest first). */
export default function OrderLogisticsPage() {
  const { t } = useTranslation();
  const orderId = positiveId(usePageParams('orderLogistics').order_id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const q = useQuery({
    queryKey: orderKeys.packages(orderId),
    queryFn: ({ signal }) => fetchOrderPackages(orderId, signal),
    enabled: valid,
  });
  if (!valid) return <EmptyState showHome />;
  if (q.isPending) return <LoadingView />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  if (q.data.length === 0) return <EmptyState text={t('order.logistics.noParcels')} />;
  return (
    <div className={`m-screen ${s.page}`} data-testid="logistics-page">
      {q.data.map((p, i) => (
        <Parcel key={p.id} pkg={p} index={i} />
      ))}
    </div>
  );
}
