import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import s from './Checkout.module.css';

export interface SheetProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/** Bottom sheet of the payment page: title, close button, scrolling body. */
export function Sheet({ visible, title, onClose, children, testId }: SheetProps) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={s.sheet} destroyOnClose>
      <div className="m-sheet-head">
        <span className="m-sheet-head__title">{title}</span>
        <button type="button" className="m-sheet-head__close" onClick={onClose} aria-label={t('pay.popup.close')}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={s.sheetBody} data-testid={testId}>
        {children}
      </div>
    </Popup>
  );
}

export interface OptionRowProps {
  checked: boolean;
  onPick: () => void;
  children: ReactNode;
  testId?: string;
  disabled?: boolean;
}

/** One choice in a sheet: content on the left, a radio on the right. */
export function OptionRow({ checked, onPick, children, testId, disabled = false }: OptionRowProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      className={s.option}
      onClick={onPick}
      disabled={disabled}
      data-testid={testId}
    >
      <span className={s.optionBody}>{children}</span>
      <span className={checked ? 'm-radio m-radio--on' : 'm-radio'} aria-hidden="true" />
    </button>
  );
}

export function Arrow() {
  return (
    <svg className={s.arrow} viewBox="0 0 24 24" aria-hidden="true">
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
