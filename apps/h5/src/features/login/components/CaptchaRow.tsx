import { useTranslation } from '../../../i18n/react';
import { CAPTCHA_LENGTH } from '@mall/contract';
import type { Captcha } from '../login.api';
import s from './LoginForm.module.css';

export interface CaptchaRowProps {
  value: string;
  onChange: (v: string) => void;
  captcha: Captcha | null;
  loading: boolean;
  onRefresh: () => void;
  /** data-testid of the input */
  inputTestId?: string;
}

/** Captcha input with the image; tapping the image loads a new one. */
export function CaptchaRow({ value, onChange, captcha, loading, onRefresh, inputTestId }: CaptchaRowProps) {
  const { t } = useTranslation();
  return (
    <div className={s.field}>
      <input
        className={`m-field-input ${s.input}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('login.captchaPlaceholder')}
        maxLength={CAPTCHA_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        inputMode="text"
        name="captcha_code"
        data-testid={inputTestId}
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
