import type { OrderCreateAddress } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Arrow } from './Sheet';
import s from './Checkout.module.css';

export interface AddressCardProps {
  address: OrderCreateAddress | null;
  onOpen: () => void;
}

function PinIcon() {
  return (
    <svg className={s.pin} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" fill="currentColor" />
      <circle cx="12" cy="9.5" r="2.6" fill="var(--card-bg)" />
    </svg>
  );
}

/** The delivery address (tap → address book in select mode), or "add address" when there is none. */
export function AddressCard({ address, onOpen }: AddressCardProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`m-card-btn ${s.addressCard}`} onClick={onOpen} data-testid="checkout-address">
      <PinIcon />
      {address ? (
        <span className={s.addressBody}>
          <span className={s.addressWho}>
            <span>{address.name}</span>
            <span className={s.addressMobile}>{address.mobile || address.telephone}</span>
          </span>
          <span className={s.addressText}>
            {address.full_address} {address.address}
          </span>
        </span>
      ) : (
        <span className={s.addressBody}>
          <span className={s.addressWho}>{t('checkout.address.add')}</span>
          <span className={s.addressText}>{t('checkout.address.addHint')}</span>
        </span>
      )}
      <Arrow />
      <span className={s.addressStripe} aria-hidden="true" />
    </button>
  );
}

export interface MobileCardProps {
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
}

/** Virtual goods: the mobile number instead of an address. */
export function MobileCard({ value, onChange, invalid }: MobileCardProps) {
  const { t } = useTranslation();
  return (
    <div className={`m-shop-card ${s.card}`} data-testid="checkout-mobile">
      <label className={s.row}>
        <span className={s.rowLabel}>{t('checkout.mobile.label')}</span>
        <input
          className={`m-field-input ${s.input}`}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={value}
          placeholder={t('checkout.mobile.placeholder')}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          aria-invalid={invalid}
        />
      </label>
      <p className={invalid ? `${s.note} ${s.noteWarn}` : s.note}>{invalid ? t('checkout.mobile.invalid') : t('checkout.mobile.hint')}</p>
    </div>
  );
}
