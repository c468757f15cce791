import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { toast } from '../../../shared/lib/toast';
import { requestMobileCode, type CodePurpose } from '../login.api';
import { validateCodeRequest, type CodeForm } from '../model/validate';
import type { useCaptcha } from './useCaptcha';

type CaptchaState = ReturnType<typeof useCaptcha>;

/**
 * State of a mobile + (captcha) + dynamic-code form: the values, the `key` of the last code sent, and the
 * send-code / reset handlers for CountdownButton. The captcha goes with the code request; when the button
 * resets (countdown over or a failed send) the captcha image is refreshed and its input cleared.
 */
export const useCodeForm = (purpose: CodePurpose, captcha: CaptchaState) => {
  const { t } = useTranslation();
  const [mobile, setMobileRaw] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [code, setCodeRaw] = useState('');
  const [key, setKey] = useState('');

  /** Digits only, at most 11 (spec §5 / §9). */
  const setMobile = useCallback((v: string) => setMobileRaw(v.replace(/\D/g, '').slice(0, 11)), []);
  /** Digits only, at most 4. */
  const setCode = useCallback((v: string) => setCodeRaw(v.replace(/\D/g, '').slice(0, 4)), []);

  const send = async (): Promise<boolean> => {
    const err = validateCodeRequest({ mobile, captchaCode }, captcha.on);
    if (err) {
      void toast(t(err.key, err.values));
      return false;
    }
    const answer = await requestMobileCode(
      purpose,
      mobile.trim(),
      captcha.on ? { captcha_id: captcha.captcha?.id ?? '', captcha_code: captchaCode.trim() } : {},
    );
    setKey(answer?.key ?? '');
    void toast(t('login.codeSent'));
    return true;
  };

  const onReset = () => {
    if (!captcha.on) return;
    setCaptchaCode('');
    void captcha.refresh();
  };

  const form: CodeForm = { mobile, captchaCode, code, hasKey: key !== '' };

  return {
    mobile,
    setMobile,
    captchaCode,
    setCaptchaCode,
    code,
    setCode,
    key,
    form,
    /** `{mobile, key, code}` for the follow-up call. */
    params: { mobile: mobile.trim(), key, code: code.trim() },
    send,
    onReset,
  };
};

export type CodeFormState = ReturnType<typeof useCodeForm>;
