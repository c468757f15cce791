import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import type { OnlinePayType } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { fetchPayInfo, fetchPayTypes, payKeys, startPay } from '../pay.api';
import { isPaid } from '../model/pay';
import { payResultUrl, payReturnUrl } from '../links';
import { leaveTo, wechatJsapiPay } from '../redirect';
import s from './PayPopup.module.css';

export interface PayPopupProps {
  visible: boolean;
  /** The pay record to pay (`out_trade_no`). */
  outTradeNo: string;
  /** Amount shown until the record has loaded (the caller usually knows it). */
  payMoney?: string;
  /** The shopper closed the popup without paying. */
  onClose: () => void;
}

function ChannelIcon({ type }: { type: OnlinePayType }) {
  if (type === 'wechatpay') {
    return (
      <svg className={s.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M9.5 4C5.4 4 2 6.8 2 10.3c0 2 1.1 3.7 2.9 4.9L4.2 17.5l2.6-1.4c.8.2 1.7.4 2.7.4h.5a5.4 5.4 0 0 1-.2-1.5c0-3.4 3.2-6.1 7.2-6.1h.5C16.8 6.1 13.5 4 9.5 4Zm7.7 6.2c-3.4 0-6.2 2.2-6.2 5s2.8 5 6.2 5c.7 0 1.4-.1 2-.3l2.1 1.1-.6-1.8c1.4-1 2.3-2.4 2.3-4 0-2.8-2.4-5-5.8-5Z"
          fill="currentColor"
        />
      </svg>
    );
  }
  if (type === 'alipay') {
    return (
      <svg className={s.icon} viewBox="0 0 24 24" aria-hidden="true">
        <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M7 9h10M12 6.5V13M8.5 12h7c-.8 3-3.6 5-7.5 5.5M11 13.5c2 1.3 4.4 2.6 6.5 3.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    );
  }
  return (
    <svg className={s.icon} viewBox="0 0 24 24" aria-hidden="true">
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2.5 9.5h19M6 15h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Bottom pay popup for one pay record: the amount, the enabled online channels of `/api/pay/type` and
 * 立即支付, which asks `/api/pay/pay` and follows its answer (a hosted cashier URL; WeChat's sheet inside WeChat).
 * A record already paid goes straight to the result page.
 */
export function PayPopup({ visible, outTradeNo, payMoney, onClose }: PayPopupProps) {
  const { t } = useTranslation();
  const { go } = useGo();
  const enabled = visible && outTradeNo !== '';
  const info = useQuery({ queryKey: payKeys.info(outTradeNo), queryFn: ({ signal }) => fetchPayInfo(outTradeNo, signal), enabled });
  const types = useQuery({ queryKey: payKeys.types(), queryFn: ({ signal }) => fetchPayTypes(signal), enabled, staleTime: 60_000 });
  const [picked, setPicked] = useState<OnlinePayType | null>(null);
  const channels = types.data ?? [];
  const channel = picked && channels.includes(picked) ? picked : (channels[0] ?? null);
  const alreadyPaid = info.data ? isPaid(info.data.pay_status) : false;

  const pay = useMutation({
    mutationFn: (type: OnlinePayType) => startPay(outTradeNo, type, payReturnUrl(outTradeNo)),
    onSuccess: async (answer) => {
      if (answer.type === 'url') {
        // This page's history entry becomes the result page first, so "back" from the cashier lands there
        // (never on a checkout that could be submitted again).
        go(payResultUrl(outTradeNo), { replace: true });
        leaveTo(answer.url);
        return;
      }
      const outcome = await wechatJsapiPay(answer.data);
      if (outcome === 'ok') go(payResultUrl(outTradeNo), { replace: true });
      else if (outcome === 'unavailable') void toast(t('pay.popup.openInWeChat'));
      else if (outcome === 'fail') void toast(t('pay.popup.failed'));
    },
  });

  const amount = info.data?.pay_money ?? payMoney ?? '';
  const loading = (info.isPending || types.isPending) && enabled;

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={s.body} destroyOnClose>
      <div className={s.wrap} data-testid="pay-popup">
        <div className="m-sheet-head">
          <span className={`m-sheet-head__title ${s.title}`}>{t('pay.popup.title')}</span>
          <button
            type="button"
            className="m-sheet-head__close"
            onClick={onClose}
            aria-label={t('pay.popup.close')}
            data-testid="pay-popup-close"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={s.amount}>
          <span className={s.amountLabel}>{t('pay.popup.amount')}</span>
          {amount !== '' && <Price value={amount} size="lg" className={s.amountValue} />}
        </div>
        {loading ? (
          <LoadingView />
        ) : alreadyPaid ? (
          <div className={s.notice}>
            <p>{t('pay.popup.alreadyPaid')}</p>
            <button type="button" className="m-btn m-btn--primary" onClick={() => go(payResultUrl(outTradeNo), { replace: true })}>
              {t('pay.popup.viewResult')}
            </button>
          </div>
        ) : channels.length === 0 ? (
          <div className={s.notice} data-testid="pay-no-channel">
            <p>{types.isError ? t('pay.popup.typesFailed') : t('pay.popup.noChannel')}</p>
            {types.isError && (
              <button type="button" className="m-btn m-btn--ghost" onClick={() => void types.refetch()}>
                {t('common.retry')}
              </button>
            )}
          </div>
        ) : (
          <ul className={s.channels} role="radiogroup" aria-label={t('pay.popup.channels')}>
            {channels.map((c) => (
              <li key={c}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={c === channel}
                  className={s.channel}
                  onClick={() => setPicked(c)}
                  data-testid={`pay-channel-${c}`}
                >
                  <ChannelIcon type={c} />
                  <span className={s.channelName}>{t(`pay.channel.${c}`)}</span>
                  <span className={c === channel ? 'm-radio m-radio--on' : 'm-radio'} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={s.foot}>
          <button
            type="button"
            className={`m-btn-fill m-btn-fill--block m-btn-fill--lg ${s.submit}`}
            disabled={!channel || alreadyPaid || pay.isPending || loading}
            onClick={() => channel && pay.mutate(channel)}
            data-testid="pay-submit"
          >
            {pay.isPending ? t('pay.popup.paying') : t('pay.popup.submit')}
          </button>
        </div>
      </div>
    </Popup>
  );
}

export default PayPopup;
