import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import { TickBox } from '../../../shared/ui/TickBox';
import c from '../../../shared/ui/cart.module.css';
import s from './Cart.module.css';

export interface CartBarProps {
  editing: boolean;
  allChecked: boolean;
  onCheckAll: (checked: boolean) => void;
  /** Display total of the selected lines, "55.05". */
  total: string;
  pieces: number;
  selectedCount: number;
  onDelete: () => void;
  deleting: boolean;
  /** 结算: opens the order confirmation with the selected valid lines. */
  onSettle?: () => void;
}

/**
 * Bottom bar above the tab bar: select all, total and 结算 (enabled when valid lines are selected), or 删除
 * in edit mode.
 */
export function CartBar({ editing, allChecked, onCheckAll, total, pieces, selectedCount, onDelete, deleting, onSettle }: CartBarProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={s.barPlaceholder} aria-hidden="true" />
      <div className={`m-dock ${s.bar}`} data-testid="cart-bar">
        <TickBox checked={allChecked} onChange={onCheckAll}>
          <span className={c.barLabel}>{t('cart.selectAll')}</span>
        </TickBox>
        {editing ? (
          <div className={c.barRight}>
            <button
              type="button"
              className={`m-btn-fill ${c.barBtn} ${c.barDelete}`}
              disabled={selectedCount === 0 || deleting}
              onClick={onDelete}
              data-testid="cart-delete"
            >
              {t('cart.delete')}
            </button>
          </div>
        ) : (
          <div className={c.barRight}>
            <div className={c.total}>
              <span className={c.totalLine}>
                <span className={`${c.barLabel} ${s.totalLabel}`}>{t('cart.total')}</span>
                <Price value={total} size="md" />
              </span>
              <span className={c.totalHint}>{t('cart.totalHint')}</span>
            </div>
            <button
              type="button"
              className={`m-btn-fill ${c.barBtn}`}
              disabled={!onSettle || pieces === 0}
              onClick={onSettle}
              data-testid="cart-settle"
            >
              {pieces > 0 ? t('cart.settleCount', { count: pieces }) : t('cart.settle')}
            </button>
          </div>
        )}
      </div>
    </>
  );
}

export default CartBar;
