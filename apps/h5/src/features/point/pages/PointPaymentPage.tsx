import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { img } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { usePageParams } from '../../../shared/lib/pageParams';
import { pageUrl } from '../../../shared/pages';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { memberKeys } from '../../member';
import { PayPopup } from '../../pay';
import { createExchange, exchangePaymentQuery, pointKeys } from '../point.api';
import { ExchangeCost } from './ExchangeCost';
import s from './Point.module.css';

/**
 * 兑换确认 (`/promotionpages/point/payment/payment?id=&num=`): the address a gift ships to, the quantity, the
 * points (× num) and the cash part; too few points say so and keep the button off. 立即兑换 makes the order:
 * a points-only item is done at once (result page), a cash part opens the pay popup.
 */
export default function PointPaymentPage() {
  const { t } = useTranslation();
  const { go, replace } = useGo();
  const queryClient = useQueryClient();
  const params = usePageParams('pointPayment');
  const id = params.id ?? 0;
  const num = Math.max(1, params.num ?? 1);
  const addressId = params.address_id ?? 0;
  const payment = useQuery({ ...exchangePaymentQuery(id, num, addressId), enabled: id > 0 });
  const [message, setMessage] = useState('');
  const [outTradeNo, setOutTradeNo] = useState('');
  const create = useMutation({
    mutationFn: createExchange,
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: pointKeys.all });
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      if (r.order_status === 1) replace('pointResult', { order_id: r.order_id });
      else setOutTradeNo(r.out_trade_no);
    },
  });
  if (id <= 0) return <EmptyState text={t('point.notFound')} showHome />;
  if (payment.isPending) return <LoadingView fullPage />;
  if (payment.isError) return <ErrorView onRetry={() => void payment.refetch()} />;
  const p = payment.data;
  const item = p.exchange_info;
  const isGift = item.type === 1;
  const here = (q: { num?: number; address_id?: number }) =>
    pageUrl('pointPayment', { id, num: q.num ?? num, ...(q.address_id || addressId ? { address_id: q.address_id ?? addressId } : {}) });
  const setNum = (n: number) => {
    if (n >= 1 && n <= Math.max(1, item.stock)) go(here({ num: n }), { replace: true });
  };
  const enough = p.point_enough === 1;
  const blocked = !enough || (isGift && !p.member_address) || create.isPending;
  const submit = () =>
    create.mutate({ id, num, buyer_message: message.trim(), ...(p.member_address ? { address_id: p.member_address.id } : {}) });
  return (
    <div className={s.page} data-testid="point-payment">
      {isGift && (
        <section className={s.card}>
          <button type="button" className={s.address} onClick={() => go('address', { back: here({}) })} data-testid="point-address">
            {p.member_address ? (
              <>
                <b>
                  {p.member_address.name} {p.member_address.mobile}
                </b>
                <span className={s.muted}>
                  {p.member_address.full_address} {p.member_address.address}
                </span>
              </>
            ) : (
              <span>{t('point.chooseAddress')}</span>
            )}
          </button>
        </section>
      )}
      <section className={s.card}>
        <div className={s.orderBody}>
          <img className={s.orderImg} src={img(item.image, 'small')} alt="" />
          <div className={s.orderInfo}>
            <span>{item.name}</span>
            <ExchangeCost point={item.point} price={item.price} small />
          </div>
        </div>
        <div className={s.row}>
          <span>{t('point.num')}</span>
          <span className={s.stepper}>
            <button type="button" onClick={() => setNum(num - 1)} disabled={num <= 1} aria-label={t('point.minus')}>
              -
            </button>
            <b data-testid="point-num">{num}</b>
            <button type="button" onClick={() => setNum(num + 1)} disabled={num >= item.stock} aria-label={t('point.plus')}>
              +
            </button>
          </span>
        </div>
        <input
          className={s.message}
          value={message}
          maxLength={255}
          placeholder={t('point.messagePlaceholder')}
          onChange={(e) => setMessage(e.target.value)}
        />
      </section>
      <section className={s.card}>
        <div className={s.row}>
          <span>{t('point.pointTotal')}</span>
          <b data-testid="point-total-cost">{t('point.costPoints', { point: p.point })}</b>
        </div>
        {Number(p.exchange_price) > 0 && (
          <div className={s.row}>
            <span>{t('point.cashPart')}</span>
            <Price value={p.exchange_price} size="sm" />
          </div>
        )}
        {Number(p.delivery_price) > 0 && (
          <div className={s.row}>
            <span>{t('point.delivery')}</span>
            <Price value={p.delivery_price} size="sm" />
          </div>
        )}
        <div className={s.row}>
          <span>{t('point.myPoints')}</span>
          <span data-testid="point-have">{p.member_point}</span>
        </div>
        {!enough && (
          <div className={s.warn} data-testid="point-short">
            {t('point.notEnough', { need: p.point, have: p.member_point })}
          </div>
        )}
      </section>
      <div className={s.bar}>
        <span className={s.barText}>
          {t('point.toPay')} {t('point.costPoints', { point: p.point })}
          {Number(p.order_money) > 0 && (
            <>
              {' + '}
              <Price value={p.order_money} size="sm" />
            </>
          )}
        </span>
        <button type="button" className="m-btn m-btn--primary" disabled={blocked} onClick={submit} data-testid="point-submit">
          {enough ? t('point.exchangeNow') : t('point.pointShort')}
        </button>
      </div>
      <PayPopup
        visible={outTradeNo !== ''}
        outTradeNo={outTradeNo}
        payMoney={p.order_money}
        onClose={() => {
          setOutTradeNo('');
          replace('pointOrderList');
        }}
      />
    </div>
  );
}
