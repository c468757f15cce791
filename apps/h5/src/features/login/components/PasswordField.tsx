import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { AuthInput } from './AccountField';
import s from './LoginForm.module.css';

export interface PasswordFieldProps {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
}

/** Password input with a show/hide eye. */
export function PasswordField({ value, onChange, placeholder, name, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className={s.field}>
      <AuthInput
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        name={name}
        maxLength={32}
      />
      <button
        type="button"
        className={`m-icon-btn ${s.eye}`}
        onClick={() => setShown((v) => !v)}
        aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
        aria-pressed={shown}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {!shown && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}

export interface PasswordPairProps {
  password: string;
  onPassword: (v: string) => void;
  confirm: string;
  onConfirm: (v: string) => void;
  placeholder: string;
  confirmPlaceholder: string;
  /** Form name of the first field (the second is `confirm_password`). */
  name: 'password' | 'new_password';
}

/** A new password and its confirmation (registration, recovery, profile). */
export function PasswordPair({ password, onPassword, confirm, onConfirm, placeholder, confirmPlaceholder, name }: PasswordPairProps) {
  return (
    <>
      <PasswordField value={password} onChange={onPassword} placeholder={placeholder} name={name} autoComplete="new-password" />
      <PasswordField value={confirm} onChange={onConfirm} placeholder={confirmPlaceholder} name="confirm_password" autoComplete="new-password" />
    </>
  );
}

export default PasswordField;
