import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import type { CartRow } from '../cart.api';
import { invalidReason, isSelectable, lineBounds, specLabel } from '../model/cart';
import { Img } from '../../../shared/ui/Img';
import { QuantityStepper } from '../../../shared/ui/QuantityStepper';
import { TickBox } from '../../../shared/ui/TickBox';
import c from '../../../shared/ui/cart.module.css';
import s from './Cart.module.css';

export interface CartLineProps {
  line: CartRow;
  checked: boolean;
  editing: boolean;
  onCheck: (checked: boolean) => void;
  onQuantity: (num: number) => void;
  onOpen: () => void;
}

/** One cart line: checkbox, image, name, spec, price, quantity stepper; invalid lines greyed. */
export function CartLine({ line, checked, editing, onCheck, onQuantity, onOpen }: CartLineProps) {
  const { t } = useTranslation();
  const reason = invalidReason(line);
  const selectable = isSelectable(line, editing);
  const { min, max } = lineBounds(line);
  const spec = specLabel(line.sku_spec_format);
  const name = line.sku_name || line.goods_name || '';
  const stock = Number(line.stock) || 0;
  return (
    <div className={reason ? `${c.line} ${s.lineInvalid}` : c.line} data-testid="cart-line" data-cart-id={line.cart_id}>
      <TickBox checked={checked && selectable} disabled={!selectable} onChange={onCheck} label={t('cart.selectLine', { name })} />
      <button type="button" className={s.lineImage} onClick={onOpen}>
        <Img path={line.sku_image} size="small" alt={name} />
        {reason && <span className={s.invalidBadge}>{t('cart.invalid')}</span>}
      </button>
      <div className={c.lineBody}>
        <button type="button" className={s.lineName} onClick={onOpen}>
          {name}
        </button>
        {spec && <span className={s.lineSpec}>{spec}</span>}
        <div className={c.lineFoot}>
          {reason ? (
            <span className={c.reason}>{t(reason)}</span>
          ) : (
            <>
              <Price value={line.discount_price} size="md" />
              <QuantityStepper value={Number(line.num) || min} min={min} max={max} onChange={onQuantity} />
            </>
          )}
        </div>
        {!reason && stock > 0 && stock <= 5 && <span className={s.stockTip}>{t('cart.stockLeft', { count: stock })}</span>}
      </div>
    </div>
  );
}

export default CartLine;
