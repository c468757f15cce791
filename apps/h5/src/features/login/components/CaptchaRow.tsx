import { useTranslation } from 'react-i18next';
import type { Captcha } from '../login.api';
import s from './LoginForm.module.css';

export interface CaptchaRowProps {
  value: string;
  onChange: (v: string) => void;
  captcha: Captcha | null;
  loading: boolean;
  onRefresh: () => void;
}

/** Captcha input with the image; tapping the image loads a new one. */
export function CaptchaRow({ value, onChange, captcha, loading, onRefresh }: CaptchaRowProps) {
  const { t } = useTranslation();
  return (
    <div className={s.field}>
      <input
        className={s.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('login.captchaPlaceholder')}
        maxLength={8}
        autoComplete="off"
        autoCapitalize="off"
        inputMode="text"
        name="captcha_code"
      />
      <button
        type="button"
        className={s.captcha}
        onClick={onRefresh}
        disabled={loading}
        aria-label={t('login.captchaAlt')}
        data-testid="captcha-image"
      >
        {captcha?.img ? <img src={captcha.img} alt={t('login.captchaAlt')} /> : <span className={s.captchaEmpty} />}
      </button>
    </div>
  );
}

export default CaptchaRow;
