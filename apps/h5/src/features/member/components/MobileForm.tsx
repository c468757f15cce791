import { useState } from 'react';
import { MOBILE_LENGTH, SMS_CODE_LENGTH } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { CaptchaRow } from '../../login';
import { useCaptcha } from '../../login';
import { profileApi } from '../member.api';
import { maskMobile } from '../model/member';
import { validateMobileChange, validateMobileCodeRequest } from '../model/profile';
import { FormShell, type EditFormProps } from './SimpleForms';
import { SmsCodeField } from './SmsCodeField';
import { useProfileSave } from './useProfileSave';
import s from './Profile.module.css';

/**
 * Binds or changes the mobile: the new number (valid, different from the old), the image captcha when the
 * switch is on, a MEMBER_BIND code sent to the new number, then save.
 */
export function MobileForm({ member }: EditFormProps) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [key, setKey] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const captcha = useCaptcha();
  const { submitting, run, refuse } = useProfileSave();

  const resetCaptcha = () => {
    if (!captcha.on) return;
    setCaptchaCode('');
    void captcha.refresh();
  };

  const sendCode = async (): Promise<boolean> => {
    if (refuse(validateMobileCodeRequest({ mobile, captchaCode }, member.mobile, captcha.on))) return false;
    const to = mobile.trim();
    // a failure rejects: the button resets and calls resetCaptcha (a used captcha is worthless)
    const answer = await profileApi.bindMobileCode(
      to,
      captcha.on ? { captcha_id: captcha.captcha?.id ?? '', captcha_code: captchaCode.trim() } : {},
    );
    setKey(answer.key);
    setSentTo(to);
    return true;
  };

  const submit = () => {
    const to = mobile.trim();
    // a code sent to another number than the one now typed does not count
    if (refuse(validateMobileChange({ mobile: to, key: sentTo === to ? key : '', code }, member.mobile))) return;
    void run(() => profileApi.modifyMobile({ mobile: to, key, code: code.trim() }), { patch: { mobile: to } });
  };

  return (
    <FormShell
      name="mobile"
      onSubmit={submit}
      submitting={submitting}
      hint={member.mobile ? t('profile.current', { label: t('profile.mobile'), value: maskMobile(member.mobile) }) : undefined}
    >
      <div className={s.form}>
        <label className={s.field}>
          <input
            className={`m-field-input ${s.input}`}
            value={mobile}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, MOBILE_LENGTH))}
            placeholder={t('profile.mobilePlaceholder')}
            inputMode="numeric"
            type="tel"
            maxLength={MOBILE_LENGTH}
            name="mobile"
            autoComplete="tel-national"
          />
        </label>
        <CaptchaRow state={captcha} value={captchaCode} onChange={setCaptchaCode} />
        <SmsCodeField value={code} onChange={setCode} onSend={sendCode} onReset={resetCaptcha} maxLength={SMS_CODE_LENGTH} />
      </div>
    </FormShell>
  );
}
