import s from './LoginForm.module.css';

export interface AccountFieldProps {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  maxLength: number;
}

/** The account (username) input of the login and registration forms. */
export function AccountField({ value, onChange, placeholder, maxLength }: AccountFieldProps) {
  return (
    <div className={s.field}>
      <input
        className={`m-field-input ${s.input}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="username"
        autoCapitalize="off"
        name="username"
        maxLength={maxLength}
      />
    </div>
  );
}
