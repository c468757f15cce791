import type { RechargeOrder } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { formatTime } from '../../../shared/lib/time';
import { PagedList } from '../../../shared/ui/PagedList';
import { Price } from '../../../shared/ui/Price';
import { giftsOf } from '../model/recharge';
import { fetchRechargeOrders, rechargeKeys } from '../recharge.api';
import s from './Recharge.module.css';

function OrderRow({ o }: { o: RechargeOrder }) {
  const { t } = useTranslation();
  const gifts = giftsOf(o);
  return (
    <div className={s.order} data-testid="recharge-order">
      <div className={s.orderHead}>
        {/* A typed amount has no package: its name reads in the shopper's language. */}
        <span className={s.orderName}>{o.recharge_id === 0 ? t('recharge.customName') : o.recharge_name}</span>
        <span className={s.orderState}>{t('recharge.paid')}</span>
      </div>
      <div className={s.orderBody}>
        <span>
          {t('recharge.received')} <b className={s.orderFace}>+{o.face_value}</b>
        </span>
        <span>
          {t('recharge.paidAmount')} <Price value={o.buy_price} size="sm" />
        </span>
      </div>
      {gifts.length > 0 && (
        <div className={s.orderGifts}>{gifts.map((g) => t(g.key, g.n === undefined ? undefined : { n: g.n })).join(' · ')}</div>
      )}
      <div className={s.orderFoot}>
        <span>{t('recharge.orderNo', { no: o.order_no })}</span>
        <span>{formatTime(o.pay_time || o.create_time)}</span>
      </div>
    </div>
  );
}

/** 充值记录 (`/otherpages/recharge/order_list`): the member's paid recharges, newest first, paged. */
export default function RechargeOrderListPage() {
  const { t } = useTranslation();
  return (
    <div className={s.page} data-testid="recharge-orders">
      <PagedList<RechargeOrder>
        queryKey={[...rechargeKeys.orders()]}
        fetchPage={fetchRechargeOrders}
        itemKey={(o) => o.order_id}
        empty={{ text: t('recharge.emptyOrders') }}
        renderItem={(o) => <OrderRow o={o} />}
      />
    </div>
  );
}
