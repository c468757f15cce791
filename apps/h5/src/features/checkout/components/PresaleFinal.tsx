import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Switch } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useServerNow } from '../../../shared/lib/serverNow';
import { formatTime } from '../../../shared/lib/time';
import { toast } from '../../../shared/lib/toast';
import { pageUrl } from '../../../shared/pages';
import { Countdown } from '../../../shared/ui/Countdown';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { PayPopup, payResultUrl } from '../../pay';
import { createPresaleFinal, fetchPresaleFinal } from '../checkout.api';
import { positive } from '../model/checkout';
import { PayPasswordSheet } from './PayPasswordSheet';
import s from './Checkout.module.css';

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : '');

/**
 * The second step of a presale (`presale/payment?id=<booking>`): the booking's goods, the deposit paid, the rest
 * with its window and countdown, balance on or off (the payment password when the member has one), then the pay
 * popup for what is left online; nothing left → the result page.
 */
export function PresaleFinal({ id }: { id: number }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const now = useServerNow();
  const [isBalance, setIsBalance] = useState<0 | 1>(0);
  const [askPassword, setAskPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ code: string; money: string } | null>(null);
  const q = useQuery({
    queryKey: ['presale', 'order', id, 'final', isBalance],
    queryFn: () => fetchPresaleFinal(id, isBalance),
    placeholderData: (p) => p,
  });
  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError || !q.data) return <ErrorView text={messageOf(q.error) || undefined} onRetry={() => void q.refetch()} />;
  const { order: o, member_account: account } = q.data;
  const balanceTotal = (Number(account.balance) + Number(account.balance_money)).toFixed(2);
  const left = Math.max(0, o.pay_end_time - now);
  const leave = pageUrl('presaleOrderDetail', { order_id: o.id });

  const create = async (password?: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const code = await createPresaleFinal(id, isBalance, password);
      setAskPassword(false);
      if (!positive(q.data.pay_final_money)) go(payResultUrl(code), { replace: true });
      else setCreated({ code, money: q.data.pay_final_money });
      return true;
    } catch (err) {
      void toast(messageOf(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (isBalance === 1 && positive(q.data.balance_final_money) && account.is_pay_password === 1) setAskPassword(true);
    else void create();
  };

  return (
    <div className={s.page} data-testid="presale-final">
      <section className={`m-shop-card ${s.card}`}>
        <div className={s.total}>
          <span>{o.site_name}</span>
          <span>{o.order_status_name}</span>
        </div>
        <div className={s.total}>
          <Img path={o.sku_image} size="small" alt={o.sku_name} ratio={1} className={s.finalImage} />
          <span className={s.rowLabel}>
            {o.sku_name} {t('presale.num', { count: o.num })}
          </span>
        </div>
      </section>
      <section className={`m-shop-card ${s.card}`} data-testid="presale-final-parts">
        <div className={s.total}>
          <span>{t('presale.depositPaid')}</span>
          <Price value={o.presale_deposit_money} size="sm" />
        </div>
        <div className={s.total}>
          <span>{t('presale.finalMoney')}</span>
          <Price value={o.final_money} size="sm" />
        </div>
        <div className={s.total}>
          <span>{t('presale.orderMoney')}</span>
          <Price value={o.order_money} size="sm" />
        </div>
        <p className={s.note}>{t('presale.finalWindow', { start: formatTime(o.pay_start_time), end: formatTime(o.pay_end_time) })}</p>
        {left > 0 && <Countdown label={t('presale.finalEndsIn')} seconds={left} testId="presale-final-countdown" />}
      </section>
      <section className={`m-shop-card ${s.card}`}>
        <div className={s.row}>
          <span className={s.rowLabel}>
            {t('presale.balanceUse')}
            <span className={s.rowHint}>{t('presale.balanceAvailable', { money: balanceTotal })}</span>
          </span>
          <span className={s.rowValue} />
          <Switch
            checked={isBalance === 1}
            disabled={isBalance === 0 && !positive(balanceTotal)}
            onChange={(on) => setIsBalance(on ? 1 : 0)}
            aria-label={t('presale.balanceUse')}
            data-testid="presale-balance-switch"
          />
        </div>
        {positive(q.data.balance_final_money) && (
          <div className={s.total}>
            <span>{t('presale.balancePart')}</span>
            <span className={s.minus}>{t('checkout.totals.minus', { money: q.data.balance_final_money })}</span>
          </div>
        )}
      </section>
      <div className={s.barPlaceholder} aria-hidden="true" />
      <div className={`m-dock ${s.bar}`}>
        <span className={s.barPay}>
          {t('presale.toPay')}
          <Price value={q.data.pay_final_money} size="lg" />
        </span>
        <button
          type="button"
          className={`m-btn-fill ${s.submit}`}
          disabled={busy || q.isFetching || Boolean(created)}
          onClick={submit}
          data-testid="presale-final-submit"
        >
          {t('presale.submitFinal')}
        </button>
      </div>
      <PayPasswordSheet
        visible={askPassword}
        money={q.data.balance_final_money}
        onSubmit={(pw) => create(pw)}
        onClose={() => setAskPassword(false)}
      />
      {created && <PayPopup visible outTradeNo={created.code} payMoney={created.money} onClose={() => go(leave, { replace: true })} />}
    </div>
  );
}
