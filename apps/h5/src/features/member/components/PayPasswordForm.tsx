import { useState } from 'react';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import { useTranslation } from '../../../i18n/react';
import { profileApi } from '../member.api';
import { maskMobile } from '../model/member';
import { validatePayCode, validatePayConfirm, validatePayPassword } from '../model/profile';
import { NeedMobile } from './NeedMobile';
import { FormShell, type EditFormProps } from './SimpleForms';
import { SmsCodeField } from './SmsCodeField';
import { useProfileSave } from './useProfileSave';
import s from './Profile.module.css';

type Step = 'code' | 'first' | 'again';

const digits = (v: string): string => v.replace(/\D/g, '').slice(0, 6);

/**
 * Payment password in three steps: a MEMBER_PAY_PASSWORD code to the bound mobile (checked with
 * verifypaypwdcode, not used up), six digits, the same six digits again → modifypaypassword with the code.
 */
export function PayPasswordForm({ member }: EditFormProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('code');
  const [key, setKey] = useState('');
  const [code, setCode] = useState('');
  const [first, setFirst] = useState('');
  const [again, setAgain] = useState('');
  const save = useProfileSave();

  if (!member.mobile) return <NeedMobile />;

  const sendCode = async (): Promise<boolean> => {
    const answer = await profileApi.payPwdCode();
    setKey(answer.key);
    return true;
  };

  const checkCode = async () => {
    if (save.refuse(validatePayCode({ key, code }))) return;
    const ok = await save.step(() => profileApi.verifyPayPwdCode({ key, code: code.trim() }));
    if (ok !== false) setStep('first');
  };

  const toAgain = (value = first) => {
    if (save.refuse(validatePayPassword(value))) return;
    setAgain('');
    setStep('again');
  };

  const finish = (value = again) => {
    const error = validatePayConfirm(first, value);
    if (error) {
      save.refuse(error);
      if (error.key === 'profile.errPasswordMismatch') {
        setFirst('');
        setAgain('');
        setStep('first');
      }
      return;
    }
    void save.run(() => profileApi.modifyPayPassword({ key, code: code.trim(), password: first }), {
      successKey: 'profile.paySaved',
      patch: { pay_password: 1 },
    });
  };

  if (step === 'code') {
    return (
      <FormShell
        name="paypassword"
        onSubmit={() => void checkCode()}
        submitting={save.submitting}
        submitText={t('profile.next')}
        hint={t('profile.payCodeTip', { mobile: maskMobile(member.mobile) })}
      >
        <div className={s.form}>
          <SmsCodeField value={code} onChange={setCode} onSend={sendCode} />
        </div>
      </FormShell>
    );
  }

  const isFirst = step === 'first';
  const value = isFirst ? first : again;
  return (
    <FormShell
      name="paypassword"
      onSubmit={() => (isFirst ? toAgain() : finish())}
      submitting={save.submitting}
      submitText={isFirst ? t('profile.next') : t('profile.save')}
    >
      <div className={s.passcode} data-testid={`pay-step-${step}`}>
        <p className={s.passcodeTitle}>{isFirst ? t('profile.payEnter') : t('profile.payEnterAgain')}</p>
        <div data-testid="pay-passcode">
          <PasscodeInput
            key={step}
            length={6}
            seperated
            value={value}
            onChange={(v) => (isFirst ? setFirst(digits(v)) : setAgain(digits(v)))}
            onFill={(v) => (isFirst ? toAgain(digits(v)) : finish(digits(v)))}
          />
        </div>
      </div>
    </FormShell>
  );
}
