import { ORDER_STATUS, type OrderInfo } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { Price } from '../../../shared/ui/Price';
import { splitCountdown } from '../model/order';
import { orderDetailUrl } from '../links';
import { OrderActions } from './useOrderActions';
import { OrderLines } from './OrderLines';
import { useNow } from './useNow';
import s from './order.module.css';

export function ShopIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M4 10v10h16V10M3 10l2-6h14l2 6c0 1.5-1.3 2.5-3 2.5S15 11.5 15 10c0 1.5-1.3 2.5-3 2.5S9 11.5 9 10c0 1.5-1.3 2.5-3 2.5S3 11.5 3 10z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "剩余 12:34 自动关闭" (or with days) until the time, then nothing. */
export function useCountdownText(until: number, key: 'order.closeIn' | 'order.receiveIn', offset = 0): string {
  const { t } = useTranslation();
  const now = useNow(until > 0, offset);
  if (until <= 0 || until <= now) return '';
  const { d, hms } = splitCountdown(until - now);
  return t(key, { time: d > 0 ? t('order.dayTime', { d, hms }) : hms });
}

/** One order in the list: shop, status, lines, totals, countdown of an unpaid order, actions. */
export function OrderCard({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const closeIn = useCountdownText(order.order_status === ORDER_STATUS.WAIT_PAY ? order.auto_close_time : 0, 'order.closeIn');
  const open = () => go(orderDetailUrl(order));
  return (
    <div
      className={`m-card ${s.card}`}
      role="link"
      tabIndex={0}
      onClick={open}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open();
      }}
      data-testid="order-card"
      data-order-id={order.order_id}
    >
      <div className={s.cardHead}>
        <span className={s.shop}>
          <ShopIcon />
          <span className={s.shopName}>{order.site_name}</span>
          {order.promotion_type_name && (
            <span className={s.promotionTag} data-testid="order-promotion">
              {order.promotion_type_name}
            </span>
          )}
        </span>
        <span className={s.status} data-testid="order-status">
          {order.order_status_name}
        </span>
      </div>
      <OrderLines order={order} />
      <div className={s.sum}>
        <span>{t('order.goodsCount', { count: order.goods_num })}</span>
        <span>
          {t('order.total')}
          <Price value={order.order_money} size="sm" />
        </span>
      </div>
      {closeIn && (
        <div className={s.countdown} data-testid="order-countdown">
          {closeIn}
        </div>
      )}
      <OrderActions order={order} />
    </div>
  );
}
