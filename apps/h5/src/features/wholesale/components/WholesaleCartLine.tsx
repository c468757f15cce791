import { Checkbox, Stepper } from 'antd-mobile';
import type { WholesaleCartRow } from '@mall/contract';
import { formatFen } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import { firstTierNum, isRowValid, tierIndex, tierPriceFen } from '../model/wholesale';
import c from '../../../shared/ui/cart.module.css';
import s from './Wholesale.module.css';

export interface WholesaleCartLineProps {
  row: WholesaleCartRow;
  checked: boolean;
  editing: boolean;
  onCheck: (checked: boolean) => void;
  onQuantity: (num: number) => void;
  onOpen: () => void;
}

/** One wholesale cart row: checkbox, image, name, its tiers (the one in effect marked), tier price, quantity. */
export function WholesaleCartLine({ row, checked, editing, onCheck, onQuantity, onOpen }: WholesaleCartLineProps) {
  const { t } = useTranslation();
  const valid = isRowValid(row);
  const selectable = editing || valid;
  const name = row.sku_name || row.goods_name;
  const active = tierIndex(row.price_array, row.num);
  const min = firstTierNum(row.price_array);
  return (
    <div className={valid ? c.line : `${c.line} ${s.lineInvalid}`} data-testid="wholesale-cart-line" data-cart-id={row.cart_id}>
      <Checkbox
        className={s.check}
        checked={checked && selectable}
        disabled={!selectable}
        onChange={onCheck}
        aria-label={t('wholesale.selectLine', { name })}
      />
      <button type="button" className={s.lineImage} onClick={onOpen}>
        <Img path={row.sku_image} size="small" alt={name} />
      </button>
      <div className={c.lineBody}>
        <button type="button" className={s.lineName} onClick={onOpen}>
          {name}
        </button>
        <span className={s.lineTiers}>
          {row.price_array.map((tier, i) => (
            <span key={tier.num} className={i === active ? s.lineTierOn : undefined}>
              {t('wholesale.tierFrom', { count: tier.num })} ¥{tier.price}
            </span>
          ))}
        </span>
        <div className={c.lineFoot}>
          {valid ? (
            <>
              <Price value={formatFen(tierPriceFen(row.price_array, row.num) ?? 0)} size="md" />
              <Stepper
                className={s.stepper}
                value={row.num}
                min={min}
                max={Math.max(min, row.stock)}
                digits={0}
                onChange={(n) => onQuantity(Number(n))}
                data-testid="wholesale-cart-stepper"
              />
            </>
          ) : (
            <span className={c.reason}>{t('wholesale.invalidReason')}</span>
          )}
        </div>
      </div>
    </div>
  );
}
