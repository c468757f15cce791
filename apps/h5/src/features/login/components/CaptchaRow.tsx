import { useTranslation } from '../../../i18n/react';
import { CAPTCHA_LENGTH } from '@mall/contract';
import type { CaptchaState } from './useCaptcha';
import { AuthInput } from './AccountField';
import s from './LoginForm.module.css';

export interface CaptchaRowProps {
  /** From useCaptcha: whether the mall has the captcha on, its image, and refresh. */
  state: CaptchaState;
  value: string;
  onChange: (v: string) => void;
  /** data-testid of the input */
  inputTestId?: string;
}

/** Captcha input with the image (tapping it loads a new one); nothing while the mall has the captcha off. */
export function CaptchaRow({ state, value, onChange, inputTestId }: CaptchaRowProps) {
  const { t } = useTranslation();
  if (!state.on) return null;
  const { captcha, loading } = state;
  return (
    <div className={s.field}>
      <AuthInput
        value={value}
        onChange={onChange}
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
        onClick={() => void state.refresh()}
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
