import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import type { OrderAction, OrderInfo } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { PayPopup } from '../../pay';
import { closeOrder, extendTakeDelivery, orderKeys, payOrders, takeDelivery } from '../order.api';
import { evaluateUrl, logisticsUrl } from '../links';
import { hasPage } from '../../../shared/pageFinder';
import s from './order.module.css';
import { pagePath } from '../../../shared/pages';

/** Actions the H5 can carry out (an action whose page is missing in this build is not offered). */
export const visibleActions = (actions: OrderAction[]): OrderAction[] =>
  actions.filter((a) => a.action !== 'memberOrderEvaluation' || hasPage(pagePath('orderEvaluate')));

/** The action buttons of an order (list card or detail bar), with their confirms and the pay popup. */
export function OrderActions({ order, showDetail, onDetail }: { order: OrderInfo; showDetail?: boolean; onDetail?: () => void }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [pay, setPay] = useState<{ code: string } | null>(null);
  const actions = visibleActions(order.action);

  const confirm = (content: string) =>
    Dialog.confirm({ content, confirmText: t('order.confirm.ok'), cancelText: t('order.confirm.cancel') });

  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });

  const run = async (a: OrderAction['action']) => {
    if (busy) return;
    if (a === 'trace') return go(logisticsUrl(order.order_id));
    if (a === 'memberOrderEvaluation') return go(evaluateUrl(order.order_id));
    const steps: Record<string, { ask?: string; call: () => Promise<unknown>; done?: string }> = {
      orderClose: { ask: t('order.confirm.close'), call: () => closeOrder(order.order_id), done: t('order.done.close') },
      memberTakeDelivery: { ask: t('order.confirm.receive'), call: () => takeDelivery(order.order_id), done: t('order.done.receive') },
      extendTakeDelivery: { ask: t('order.confirm.extend'), call: () => extendTakeDelivery(order.order_id), done: t('order.done.extend') },
      orderPay: {
        call: async () => {
          const code = await payOrders([order.order_id]);
          setPay({ code });
        },
      },
    };
    const step = steps[a];
    if (!step) return;
    if (step.ask && !(await confirm(step.ask))) return;
    setBusy(true);
    try {
      await step.call();
      if (step.done) void toast(step.done);
      if (a !== 'orderPay') await refresh();
    } catch {
      // The request layer already showed the server's message; the list reloads to show the real state.
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  if (actions.length === 0 && !showDetail) return null;
  return (
    <>
      <div className={s.actions} data-testid={`order-actions-${order.order_id}`}>
        {showDetail && (
          <button type="button" className={`m-btn-line ${s.btn}`} onClick={onDetail} data-testid="order-action-detail">
            {t('order.actions.detail')}
          </button>
        )}
        {actions.map((a) => (
          <button
            key={a.action}
            type="button"
            disabled={busy}
            className={
              a.action === 'orderPay' || a.action === 'memberTakeDelivery' || a.action === 'memberOrderEvaluation'
                ? `m-btn-line m-btn-line--main ${s.btn}`
                : `m-btn-line ${s.btn}`
            }
            onClick={(e) => {
              e.stopPropagation();
              void run(a.action);
            }}
            data-testid={`order-action-${a.action}`}
          >
            {a.action === 'memberOrderEvaluation' ? a.title : t(`order.actions.${a.action}`)}
          </button>
        ))}
      </div>
      {pay && (
        <PayPopup
          visible
          outTradeNo={pay.code}
          payMoney={order.pay_money}
          onClose={() => {
            setPay(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}
