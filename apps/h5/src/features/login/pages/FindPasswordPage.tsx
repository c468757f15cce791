import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { registerConfigQuery, resetPasswordByMobile } from '../login.api';
import { passwordMinLength, validateCodeForm, validatePasswordPair } from '../model/validate';
import { CodeFields } from '../components/CodeFields';
import { AuthHero } from '../components/AuthHero';
import { PasswordPair } from '../components/PasswordField';
import { useCaptcha } from '../components/useCaptcha';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useCodeForm } from '../components/useCodeForm';
import s from '../components/LoginForm.module.css';
import { pagePath } from '../../../shared/pages';

/**
 * Password recovery (`/otherpages/login/find/find`): step 1 mobile, image captcha (when on) and the dynamic
 * code (`/api/findpassword/mobileCode`) → 下一步; step 2 new password and confirmation → 确认修改
 * (`/api/findpassword/mobile`) → toast and the login page.
 */
export default function FindPasswordPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const config = useQuery(registerConfigQuery());
  const minLen = passwordMinLength(config.data?.value?.pwd_len);
  const captcha = useCaptcha();
  const form = useCodeForm('findpassword', captcha);
  const [step, setStep] = useState<1 | 2>(1);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const next = () => {
    const err = validateCodeForm(form.form, captcha.on);
    if (err) {
      void toast(t(err.key, err.values));
      return;
    }
    setStep(2);
  };

  const { submit, submitting } = useAuthSubmit({
    validate: () => validateCodeForm(form.form, captcha.on) ?? validatePasswordPair({ password, confirm }, minLen, 'login.errNewPassword'),
    send: () => resetPasswordByMobile({ ...form.params, password }),
    successKey: 'login.findSuccess',
    onSuccess: () => go(pagePath('login'), { replace: true }),
  });

  return (
    <div className={s.page}>
      <AuthHero title={t('login.findTitle')} sub={t('login.findSub')} />
      <ol className={s.steps} aria-label={t('login.findTitle')}>
        <li className={step === 1 ? `${s.step} ${s.stepOn}` : s.step} aria-current={step === 1 ? 'step' : undefined}>
          <span className={s.stepNo}>1</span>
          {t('login.findStep1')}
        </li>
        <li className={s.stepLine} aria-hidden="true" />
        <li className={step === 2 ? `${s.step} ${s.stepOn}` : s.step} aria-current={step === 2 ? 'step' : undefined}>
          <span className={s.stepNo}>2</span>
          {t('login.findStep2')}
        </li>
      </ol>
      {/* step 1 stays mounted (hidden) so its countdown keeps running when the shopper comes back */}
      <form
        className={s.form}
        hidden={step !== 1}
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
        noValidate
        data-testid="find-step1"
      >
        <CodeFields form={form} captcha={captcha} />
        <button type="submit" className={s.submit} disabled={!captcha.configReady} data-testid="find-next">
          {t('login.nextStep')}
        </button>
      </form>
      {step === 2 && (
        <form className={s.form} onSubmit={(e) => void submit(e)} noValidate data-testid="find-step2">
          <PasswordPair
            password={password}
            onPassword={setPassword}
            confirm={confirm}
            onConfirm={setConfirm}
            placeholder={t('login.newPasswordPlaceholder', { n: minLen })}
            confirmPlaceholder={t('login.confirmNewPlaceholder')}
            name="new_password"
          />
          <button type="submit" className={s.submit} disabled={submitting} data-testid="find-submit">
            {t('login.confirmModify')}
          </button>
          <button type="button" className={s.textLink} onClick={() => setStep(1)} data-testid="find-prev">
            {t('login.prevStep')}
          </button>
        </form>
      )}
    </div>
  );
}
