import { Popup, Stepper } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import type { GoodsSkuDetail } from '../goods.api';
import type { QuantityBounds } from '../model/quantity';
import { specText, unselectedSpecNames, type SkuSpec, type SpecGroup, type SpecValue } from '../model/spec';
import { Img } from '../../../shared/ui/Img';
import s from './SkuPicker.module.css';

/** Which buttons the picker shows: opened from 加入购物车, 立即购买, or the spec row (both). */
export type PickerMode = 'cart' | 'buy' | 'select';
export type PickerAction = 'cart' | 'buy';

export interface SkuPickerProps {
  visible: boolean;
  onClose: () => void;
  mode: PickerMode;
  sku: GoodsSkuDetail;
  groups: SpecGroup[];
  skuSpec: SkuSpec[];
  /** A spec value was tapped (the page loads `value.sku_id`). */
  onPickValue: (value: SpecValue) => void;
  /** The SKU being switched to is still loading. */
  switching: boolean;
  quantity: number;
  onQuantity: (n: number) => void;
  bounds: QuantityBounds;
  /** The goods is on sale (goods_state 1). */
  onSale: boolean;
  submitting: boolean;
  onConfirm: (action: PickerAction) => void;
  /** The buy button's words when not 立即购买 (a promotion's own action, e.g. 发起拼团). */
  buyText?: string;
}

/** SKU picker: image, price, stock, spec values (disabled ones greyed), quantity, confirm buttons. */
export function SkuPicker(p: SkuPickerProps) {
  const { t } = useTranslation();
  const missing = unselectedSpecNames(p.groups);
  const selectedText = specText(p.skuSpec);
  const blockedReason = !p.onSale ? t('goods.detail.offShelf') : p.bounds.reason ? t(`goods.sku.${p.bounds.reason}`) : '';
  const canConfirm = p.onSale && p.bounds.canBuy && missing.length === 0 && !p.switching && !p.submitting;
  const maxBuy = Number(p.sku.max_buy) || 0;
  const minBuy = Number(p.sku.min_buy) || 0;
  const actions: PickerAction[] = p.mode === 'select' ? ['cart', 'buy'] : [p.mode];

  return (
    <Popup visible={p.visible} onMaskClick={p.onClose} onClose={p.onClose} bodyClassName={s.body} destroyOnClose={false} showCloseButton>
      <div className={s.wrap} data-testid="sku-picker">
        <div className={s.head}>
          <div className={s.thumb}>
            <Img path={p.sku.sku_image} size="mid" alt={p.sku.sku_name} />
          </div>
          <div className={s.headInfo}>
            <Price value={p.sku.discount_price} size="lg" />
            <span className={s.stock}>{t('goods.sku.stock', { count: Number(p.sku.stock) || 0 })}</span>
            <span className={s.chosen} data-testid="sku-chosen">
              {missing.length > 0
                ? t('goods.detail.pleaseSelect', { names: missing.join(' ') })
                : `${t('goods.detail.selected')}: ${selectedText || t('goods.detail.defaultSpec')}`}
            </span>
          </div>
        </div>

        <div className={s.scroll}>
          {p.groups.map((g) => (
            <div className={s.group} key={g.spec_id}>
              <div className={s.groupName}>{g.spec_name}</div>
              <div className={s.values}>
                {g.value.map((v) => (
                  <button
                    type="button"
                    key={v.spec_value_id}
                    className={[s.value, v.selected ? s.valueOn : '', v.disabled ? s.valueOff : ''].filter(Boolean).join(' ')}
                    disabled={v.disabled}
                    aria-pressed={v.selected}
                    onClick={() => p.onPickValue(v)}
                    data-testid="spec-value"
                  >
                    {v.image && <Img className={s.valueImg} path={v.image} size="small" alt="" />}
                    {v.spec_value_name}
                  </button>
                ))}
              </div>
            </div>
          ))}

          <div className={s.qtyRow}>
            <div>
              <div className={s.groupName}>{t('goods.sku.quantity')}</div>
              <div className={s.limits}>
                {minBuy > 1 && <span>{t('goods.sku.minBuy', { count: minBuy })}</span>}
                {maxBuy > 0 && <span>{t('goods.sku.limit', { count: maxBuy })}</span>}
              </div>
            </div>
            <Stepper
              className={s.stepper}
              value={p.quantity}
              min={p.bounds.min}
              max={Math.max(p.bounds.min, p.bounds.max)}
              digits={0}
              disabled={!p.bounds.canBuy || !p.onSale}
              onChange={(n) => p.onQuantity(Number(n))}
              data-testid="sku-quantity"
            />
          </div>
        </div>

        <div className={s.foot}>
          {blockedReason ? (
            <button type="button" className={`${s.btn} ${s.btnBuy}`} disabled>
              {blockedReason}
            </button>
          ) : (
            actions.map((a) => (
              <button
                type="button"
                key={a}
                className={`${s.btn} ${a === 'cart' ? s.btnCart : s.btnBuy}`}
                disabled={!canConfirm}
                onClick={() => p.onConfirm(a)}
                data-testid={a === 'cart' ? 'sku-add-cart' : 'sku-buy-now'}
              >
                {a === 'cart' ? t('goods.action.addToCart') : (p.buyText ?? t('goods.action.buyNow'))}
              </button>
            ))
          )}
        </div>
      </div>
    </Popup>
  );
}

export default SkuPicker;
