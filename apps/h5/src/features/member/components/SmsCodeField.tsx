import { SMS_CODE_LENGTH } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { CountdownButton } from '../../../shared/ui/CountdownButton';
import s from './Profile.module.css';

export interface SmsCodeFieldProps {
  value: string;
  onChange: (v: string) => void;
  /**
   * Requests the code: resolve true when sent (the 120 s countdown runs), false when a form check failed
   * (nothing sent, the button stays), reject when the request failed (the button resets, `onReset` runs).
   */
  onSend: () => Promise<boolean>;
  /** The button is back at its start after the countdown or a failed send (refresh the captcha, spec §4). */
  onReset?: () => void;
  maxLength?: number;
}

/** Dynamic-code input (4 digits) with the shell's 120 s send button. */
export function SmsCodeField({ value, onChange, onSend, onReset, maxLength = SMS_CODE_LENGTH }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={s.field}>
      <input
        className={`m-field-input ${s.input}`}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, maxLength))}
        placeholder={t('profile.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={maxLength}
        name="code"
      />
      <CountdownButton onSend={onSend} onReset={onReset} data-testid="send-code" />
    </div>
  );
}
