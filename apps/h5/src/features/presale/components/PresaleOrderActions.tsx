import { useState } from 'react';
import { Dialog } from 'antd-mobile';
import type { PresaleOrder, PresaleOrderAction } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { PayPopup } from '../../pay';
import { applyRefund, cancelRefund, closeOrder, deleteOrder, payNow } from '../presale.api';
import s from './presaleOrder.module.css';

const CONFIRM: Partial<Record<PresaleOrderAction['action'], string>> = {
  orderClose: 'presale.confirmClose',
  deleteOrder: 'presale.confirmDelete',
  refundDeposit: 'presale.confirmRefund',
  cancelRefund: 'presale.confirmCancelRefund',
};

/**
 * The buttons of a booking's allowed actions (the server's `action` list): pay the deposit (the pay popup), pay the
 * rest (the presale payment page, where balance can be used), and close, delete, refund the deposit or withdraw
 * the request, each after a confirmation. `onChanged` refreshes what shows the booking.
 */
export function PresaleOrderActions({ order, onChanged }: { order: PresaleOrder; onChanged: () => void }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const [paying, setPaying] = useState<{ code: string; money: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (a: PresaleOrderAction['action']) => {
    if (busy) return;
    if (a === 'orderPayFinal') return go('presalePayment', { id: order.id });
    const confirmKey = CONFIRM[a];
    if (confirmKey) {
      const ok = await Dialog.confirm({
        content: t(confirmKey),
        confirmText: t('order.confirm.ok'),
        cancelText: t('order.confirm.cancel'),
      });
      if (!ok) return;
    }
    setBusy(true);
    try {
      if (a === 'orderPayDeposit') {
        const code = await payNow(order.id);
        setPaying({ code, money: order.pay_deposit_money });
        return;
      }
      if (a === 'orderClose') await closeOrder(order.id);
      else if (a === 'deleteOrder') await deleteOrder(order.id);
      else if (a === 'refundDeposit') await applyRefund(order.id);
      else if (a === 'cancelRefund') await cancelRefund(order.id);
      void toast(t('presale.done'));
      onChanged();
    } catch {
      // the request already showed the server's message
    } finally {
      setBusy(false);
    }
  };

  if (order.action.length === 0) return null;
  return (
    <div className={s.actions} data-testid="presale-order-actions">
      {order.action.map((a) => (
        <button
          key={a.action}
          type="button"
          className={a.action === 'orderPayDeposit' || a.action === 'orderPayFinal' ? `${s.action} ${s.actionMain}` : s.action}
          onClick={() => void run(a.action)}
          disabled={busy}
          data-testid={`presale-action-${a.action}`}
        >
          {a.title}
        </button>
      ))}
      {paying && (
        <PayPopup
          visible
          outTradeNo={paying.code}
          payMoney={paying.money}
          onClose={() => {
            setPaying(null);
            onChanged();
          }}
        />
      )}
    </div>
  );
}
