import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ORDER_TYPE, ORDER_STATUS, type OrderDetail } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { fetchOrderDetail, orderKeys } from '../order.api';
import { formatTime } from '../model/order';
import { OrderActions, visibleActions } from './useOrderActions';
import { OrderLines } from './OrderLines';
import { OrderMoney } from './OrderMoney';
import { ShopIcon, useCountdownText } from './OrderCard';
import s from './order.module.css';

const TIP_KEYS: Record<number, string> = {
  0: 'waitpay',
  1: 'waitsend',
  2: 'waitpickup',
  3: 'shipped',
  4: 'received',
  10: 'complete',
  [-1]: 'closed',
};

/** Region + street, without repeating a street the full address already ends with. */
const joinAddress = (full: string, street: string): string => (street && !full.includes(street) ? `${full} ${street}` : full || street);

function Row({ label, value, copy }: { label: string; value: ReactNode; copy?: string }) {
  const { t } = useTranslation();
  return (
    <div className={s.row}>
      <span>{label}</span>
      <span className={s.rowValue}>
        {value}
        {copy && (
          <button
            type="button"
            className={s.copy}
            onClick={() => {
              void navigator.clipboard?.writeText(copy).then(() => toast(t('order.detail.copied')));
            }}
          >
            {t('order.detail.copy')}
          </button>
        )}
      </span>
    </div>
  );
}

function Hero({ order, offset }: { order: OrderDetail; offset: number }) {
  const { t } = useTranslation();
  const closeIn = useCountdownText(order.order_status === ORDER_STATUS.WAIT_PAY ? order.auto_close_time : 0, 'order.closeIn', offset);
  const receiveIn = useCountdownText(
    order.order_status === ORDER_STATUS.SHIPPED ? order.take_delivery_execute_time : 0,
    'order.receiveIn',
    offset,
  );
  return (
    <div className={s.hero} data-testid="order-hero">
      <p className={s.heroStatus} data-testid="order-detail-status">
        {order.order_status_name}
      </p>
      <p className={s.heroTip} data-testid="order-detail-tip">
        {closeIn || receiveIn || t(`order.detail.statusTip.${TIP_KEYS[order.order_status] ?? 'closed'}`)}
      </p>
    </div>
  );
}

function AddressBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <div className={`m-card ${s.overlap}`} data-testid="order-address">
      <h3 className={`m-card__title ${s.blockTitle}`}>{t('order.detail.consignee')}</h3>
      <div>
        <span className={s.addrName}>{order.name}</span>
        <span className={s.addrMobile}>{order.mobile}</span>
      </div>
      <div className={s.addrText}>{joinAddress(order.full_address, order.address)}</div>
    </div>
  );
}

function LocalBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const pkg = order.package_list[0];
  return (
    <div className="m-card" data-testid="order-local">
      <h3 className={`m-card__title ${s.blockTitle}`}>{t('order.detail.localDelivery')}</h3>
      <div className={s.muted}>{t('order.detail.askTime', { time: order.buyer_ask_delivery_time || t('order.detail.asap') })}</div>
      {pkg && pkg.express_company_name && <div className={s.muted}>{t('order.detail.deliverer', { name: pkg.express_company_name })}</div>}
      {pkg && pkg.delivery_no && <div className={s.muted}>{t('order.detail.delivererMobile', { mobile: pkg.delivery_no })}</div>}
    </div>
  );
}

function CodeBlock({ title, code, qrcode, used, tip }: { title: string; code: string; qrcode: string; used: boolean; tip: string }) {
  const { t } = useTranslation();
  return (
    <div className={s.code}>
      <img className={used ? `${s.qr} ${s.qrUsed}` : s.qr} src={qrcode} alt={title} data-testid="order-qrcode" />
      <span className={s.codeText} data-testid="order-code">
        {code}
      </span>
      <span className={s.codeState}>{used ? t('order.detail.codeUsed') : tip}</span>
    </div>
  );
}

function PickupBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const store = order.store_info;
  return (
    <>
      {order.code_info && (
        <div className={`m-card ${s.overlap}`} data-testid="order-pickup-code">
          <h3 className={`m-card__title ${s.blockTitle}`}>{t('order.detail.pickupCode')}</h3>
          <CodeBlock
            title={t('order.detail.pickupCode')}
            code={order.code_info.code}
            qrcode={order.code_info.qrcode}
            used={order.code_info.is_verify === 1}
            tip={t('order.detail.showCode')}
          />
        </div>
      )}
      {store && (
        <div className={order.code_info ? 'm-card' : `m-card ${s.overlap}`} data-testid="order-store">
          <h3 className={`m-card__title ${s.blockTitle}`}>{t('order.detail.pickupStore')}</h3>
          <div className={s.addrName}>{store.store_name}</div>
          <div className={s.addrText}>{joinAddress(store.full_address, store.address)}</div>
          {store.telphone && <div className={s.addrText}>{t('order.detail.storePhone', { phone: store.telphone })}</div>}
          {store.open_date && <div className={s.addrText}>{t('order.detail.openDate', { time: store.open_date })}</div>}
        </div>
      )}
    </>
  );
}

function VirtualBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.virtual_goods.length === 0) return null;
  return (
    <div className={`m-card ${s.overlap}`} data-testid="order-virtual">
      <h3 className={`m-card__title ${s.blockTitle}`}>{t('order.detail.virtualCode')}</h3>
      {order.virtual_goods.map((v) => (
        <div key={v.order_goods_id}>
          <div className={s.muted}>{v.sku_name}</div>
          <CodeBlock
            title={t('order.detail.virtualCode')}
            code={v.code}
            qrcode={v.qrcode}
            used={v.is_verify === 1}
            tip={t('order.detail.showVirtualCode')}
          />
        </div>
      ))}
    </div>
  );
}

function InfoBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const times: [string, number][] = [
    ['createTime', order.create_time],
    ['payTime', order.pay_time],
    ['deliveryTime', order.delivery_time],
    ['signTime', order.sign_time],
    ['finishTime', order.finish_time],
    ['closeTime', order.close_time],
  ];
  return (
    <div className="m-card" data-testid="order-info">
      <h3 className={`m-card__title ${s.blockTitle}`}>{t('order.detail.orderInfo')}</h3>
      <Row label={t('order.detail.orderNo')} value={order.order_no} copy={order.order_no} />
      <Row label={t('order.detail.orderType')} value={order.order_type_name} />
      {order.promotion_type_name && <Row label={t('order.detail.promotionType')} value={order.promotion_type_name} />}
      {order.pay_time > 0 && <Row label={t('order.detail.payType')} value={order.pay_type_name} />}
      <Row label={t('order.detail.deliveryType')} value={order.delivery_type_name} />
      {times
        .filter(([, v]) => v > 0)
        .map(([k, v]) => (
          <Row key={k} label={t(`order.detail.${k}`)} value={formatTime(v)} />
        ))}
      {order.buyer_message && <Row label={t('order.detail.buyerMessage')} value={order.buyer_message} />}
    </div>
  );
}

/** Order detail for every order type (the four detail routes share it; blocks follow `order_type`). */
export function OrderDetailView() {
  // the four detail pages declare the same query
  const orderId = positiveId(usePageParams('orderDetail').order_id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const q = useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => fetchOrderDetail(orderId, signal),
    enabled: valid,
  });
  // Server − client clock, so countdowns end when the server's timers do.
  const offset = useMemo(() => (q.data ? q.data.now_time - Math.floor(q.dataUpdatedAt / 1000) : 0), [q.data, q.dataUpdatedAt]);
  if (!valid) return <EmptyState showHome />;
  if (q.isPending) return <LoadingView />;
  if (q.isError || !q.data) return <ErrorView onRetry={() => void q.refetch()} />;
  const o = q.data;
  const hasBar = visibleActions(o.action).length > 0;
  return (
    <div className={`m-screen ${hasBar ? s.pageWithBar : s.page}`} data-testid="order-detail-page" data-order-type={o.order_type}>
      <Hero order={o} offset={offset} />
      {(o.order_type === ORDER_TYPE.EXPRESS || o.order_type === ORDER_TYPE.LOCAL) && <AddressBlock order={o} />}
      {o.order_type === ORDER_TYPE.LOCAL && <LocalBlock order={o} />}
      {o.order_type === ORDER_TYPE.PICKUP && <PickupBlock order={o} />}
      {o.order_type === ORDER_TYPE.VIRTUAL && <VirtualBlock order={o} />}
      <div className={o.order_type === ORDER_TYPE.VIRTUAL && o.virtual_goods.length === 0 ? `m-card ${s.overlap}` : 'm-card'}>
        <div className={s.cardHead}>
          <span className={s.shop}>
            <ShopIcon />
            <span className={s.shopName}>{o.site_name}</span>
          </span>
        </div>
        <OrderLines order={o} />
      </div>
      <OrderMoney order={o} />
      <InfoBlock order={o} />
      {hasBar && (
        <div className={`m-actionbar m-actionbar--end ${s.bar}`}>
          <OrderActions order={o} />
        </div>
      )}
    </div>
  );
}
