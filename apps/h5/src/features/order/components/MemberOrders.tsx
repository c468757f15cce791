import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderNumKey } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { fetchOrderNum, orderKeys } from '../order.api';
import { orderListUrl } from '../links';
import { hasPage } from '../../../shared/pageFinder';
import s from './order.module.css';
import { pagePath } from '../../../shared/pages';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const ICONS: Record<OrderNumKey, ReactNode> = {
  waitpay: <path {...stroke} d="M3 7h18v11H3zM3 11h18M7 15h3" />,
  waitsend: <path {...stroke} d="M4 8l8-4 8 4v9l-8 4-8-4zM4 8l8 4 8-4M12 12v9" />,
  waitconfirm: <path {...stroke} d="M2 6h11v10H2zM13 9h4l4 4v3h-8zM6 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1" />,
  waitrate: <path {...stroke} d="M4 4h16v12H9l-5 4zM8 9h8M8 12h5" />,
  refunding: <path {...stroke} d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M9 12h6M12 9v6" />,
};

/** The member centre's 我的订单 card: all orders, and the four status tabs with their counts (plus after-sale when its page exists). */
export function MemberOrders({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const num = useQuery({ queryKey: orderKeys.num(), queryFn: ({ signal }) => fetchOrderNum(signal), enabled: loggedIn });
  const open = (url: string) => (loggedIn ? go(url) : redirectToLogin(url));
  const keys: OrderNumKey[] = ['waitpay', 'waitsend', 'waitconfirm', 'waitrate'];
  if (hasPage(pagePath('activist'))) keys.push('refunding');
  return (
    <div className={`m-card ${s.memberCard}`} data-testid="member-orders">
      <div className={s.memberHead}>
        <h2 className={s.memberTitle}>{t('order.member.title')}</h2>
        <button type="button" className={s.memberAll} onClick={() => open(orderListUrl())} data-testid="member-orders-all">
          {t('order.member.all')}
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <div className={s.memberGrid}>
        {keys.map((k) => {
          const n = loggedIn ? (num.data?.[k] ?? 0) : 0;
          return (
            <button
              key={k}
              type="button"
              className={s.memberItem}
              onClick={() => open(k === 'refunding' ? pagePath('activist') : orderListUrl(k))}
              data-testid={`member-orders-${k}`}
            >
              <span className={s.memberIcon}>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  {ICONS[k]}
                </svg>
                {n > 0 && (
                  <span className={s.memberBadge} data-testid={`member-orders-${k}-count`}>
                    {n > 99 ? '99+' : n}
                  </span>
                )}
              </span>
              {t(`order.member.${k}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
