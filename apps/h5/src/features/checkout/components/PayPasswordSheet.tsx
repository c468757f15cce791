import { useEffect, useRef, useState } from 'react';
import { PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import { PAY_PASSWORD_LENGTH } from '../model/checkout';
import { Sheet } from './Sheet';
import s from './Checkout.module.css';

export interface PayPasswordSheetProps {
  visible: boolean;
  /** Balance to be used ("12.00"). */
  money: string;
  /** The six digits were typed; resolves false when they were refused (the input clears). */
  onSubmit: (password: string) => Promise<boolean>;
  onClose: () => void;
  /** Page to set or reset the payment password. */
  onForgot?: () => void;
}

/** The 6-digit payment password asked for when balance is used and the member has one. */
export function PayPasswordSheet({ visible, money, onSubmit, onClose, onForgot }: PayPasswordSheetProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<PasscodeInputRef>(null);

  // the keyboard comes up as soon as the sheet has opened
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => input.current?.focus(), 120);
    return () => clearTimeout(timer);
  }, [visible]);

  const fill = async (v: string) => {
    if (busy) return;
    setBusy(true);
    const ok = await onSubmit(v);
    setBusy(false);
    if (!ok) setValue('');
  };

  return (
    <Sheet
      visible={visible}
      title={t('checkout.password.title')}
      onClose={() => {
        setValue('');
        onClose();
      }}
      testId="pay-password-sheet"
    >
      <div className={s.password}>
        <p className={s.passwordHint}>{t('checkout.password.hint', { money })}</p>
        <PasscodeInput
          ref={input}
          length={PAY_PASSWORD_LENGTH}
          value={value}
          onChange={(v) => setValue(v.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH))}
          onFill={(v) => void fill(v)}
          seperated
          plain={false}
          data-testid="pay-password-input"
        />
        {onForgot && (
          <button type="button" className={s.linkBtn} onClick={onForgot}>
            {t('checkout.password.forgot')}
          </button>
        )}
      </div>
    </Sheet>
  );
}
