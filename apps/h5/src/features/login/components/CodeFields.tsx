import { useTranslation } from '../../../i18n/react';
import { MOBILE_LENGTH, SMS_CODE_LENGTH } from '@mall/contract';
import { CountdownButton } from '../../../shared/ui/CountdownButton';
import { CaptchaRow } from './CaptchaRow';
import type { CodeFormState } from './useCodeForm';
import type { CaptchaState } from './useCaptcha';
import { AuthInput } from './AccountField';
import s from './LoginForm.module.css';

export interface CodeFieldsTestIds {
  mobile?: string;
  captcha?: string;
  code?: string;
  send?: string;
}

export interface CodeFieldsProps {
  form: CodeFormState;
  captcha: CaptchaState;
  testIds?: CodeFieldsTestIds;
}

/** Mobile (11 digits), image captcha when on, dynamic code (4 digits) with the send-code countdown button. */
export function CodeFields({ form, captcha, testIds = {} }: CodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={s.field}>
        <AuthInput
          type="tel"
          inputMode="numeric"
          value={form.mobile}
          onChange={form.setMobile}
          placeholder={t('login.mobilePlaceholder')}
          autoComplete="tel"
          name="mobile"
          maxLength={MOBILE_LENGTH}
          data-testid={testIds.mobile}
        />
      </div>
      <CaptchaRow state={captcha} value={form.captchaCode} onChange={form.setCaptchaCode} inputTestId={testIds.captcha} />
      <div className={s.field}>
        <AuthInput
          inputMode="numeric"
          value={form.code}
          onChange={form.setCode}
          placeholder={t('login.codePlaceholder')}
          autoComplete="one-time-code"
          name="code"
          maxLength={SMS_CODE_LENGTH}
          data-testid={testIds.code}
        />
        <CountdownButton onSend={form.send} onReset={form.onReset} data-testid={testIds.send ?? 'send-code'} />
      </div>
    </>
  );
}

export default CodeFields;
