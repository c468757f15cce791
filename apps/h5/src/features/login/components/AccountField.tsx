import type { InputHTMLAttributes } from 'react';
import s from './LoginForm.module.css';

export interface AuthInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> {
  value: string;
  onChange: (v: string) => void;
}

/** The text input of the account forms (login, registration, recovery, profile), with the shared field look. */
export function AuthInput({ value, onChange, ...rest }: AuthInputProps) {
  return <input className={`m-field-input ${s.input}`} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />;
}

export interface AccountFieldProps {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  maxLength: number;
}

/** The account (username) field of the login and registration forms. */
export function AccountField(props: AccountFieldProps) {
  return (
    <div className={s.field}>
      <AuthInput {...props} autoComplete="username" autoCapitalize="off" name="username" />
    </div>
  );
}
