import type { OrderDetail } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import { moneyRows, type MoneyRow } from '../model/money';
import s from './order.module.css';

function Line({ row, testId }: { row: MoneyRow; testId: string }) {
  const { t } = useTranslation();
  const label = t(`order.detail.${row.key}`);
  return (
    <div className={row.sign === '=' ? s.moneyTotal : s.row} data-testid={testId} data-sign={row.sign} data-value={row.value}>
      <span>{row.note ? t('order.detail.withMethod', { label, method: row.note }) : label}</span>
      <span className={s.rowValue}>{row.sign === '=' ? <Price value={row.value} /> : `${row.sign === '-' ? '- ' : ''}¥${row.value}`}</span>
    </div>
  );
}

/** The order's charges summing to 订单总额, then how it was paid summing to 实付款 (or what is left to pay). */
export function OrderMoney({ order }: { order: OrderDetail }) {
  const { charges, paid } = moneyRows(order);
  return (
    <div className="m-card" data-testid="order-money">
      {charges.map((row) => (
        <Line key={row.key} row={row} testId={`order-money-${row.key}`} />
      ))}
      {paid.length > 0 && (
        <div className={s.moneyPaid} data-testid="order-money-paid">
          {paid.map((row) => (
            <Line key={row.key} row={row} testId={`order-money-${row.key}`} />
          ))}
        </div>
      )}
    </div>
  );
}
