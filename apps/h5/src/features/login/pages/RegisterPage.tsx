import { useState } from 'react';
import { Link } from '../../../shared/lib/router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { registerByMobile, registerByUsername, registerConfigQuery } from '../login.api';
import { enabledModes, passwordMinLength, validateMobileRegister, validateRegister, withBack } from '../model/validate';
import { AccountField } from '../components/AccountField';
import { AgreementPopup } from '../components/AgreementPopup';
import { AuthHero } from '../components/AuthHero';
import { CaptchaRow } from '../components/CaptchaRow';
import { CodeFields } from '../components/CodeFields';
import { ModeTabs, useAuthMode } from '../components/ModeTabs';
import { PasswordPair } from '../components/PasswordField';
import { useCaptcha } from '../components/useCaptcha';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useLeaveWhenSignedIn } from '../components/useLeaveWhenSignedIn';
import { useAuthParams } from '../components/useAuthParams';
import { useCodeForm } from '../components/useCodeForm';
import s from '../components/LoginForm.module.css';
import { pagePath } from '../../../shared/pages';

interface FormProps {
  minLen: number;
}

/** Username, password (minimum length from the register config), confirmation, captcha when on. */
function UsernameRegister({ minLen }: FormProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const { submit, submitting } = useAuthSubmit({
    captcha: { state: captcha, code: captchaCode, setCode: setCaptchaCode },
    validate: () => validateRegister({ username, password, confirm, captchaCode }, captcha.on, minLen),
    send: (c) => registerByUsername({ username: username.trim(), password, ...c }),
    successKey: 'login.registerSuccess',
  });
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate data-testid="register-form">
      <AccountField value={username} onChange={setUsername} placeholder={t('login.usernamePlaceholder')} maxLength={30} />
      <PasswordPair
        password={password}
        onPassword={setPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        placeholder={t('login.passwordLenPlaceholder', { n: minLen })}
        confirmPlaceholder={t('login.confirmPlaceholder')}
        name="password"
      />
      <CaptchaRow state={captcha} value={captchaCode} onChange={setCaptchaCode} />
      <button type="submit" className={s.submit} disabled={submitting || !captcha.configReady} data-testid="register-submit">
        {t('login.register')}
      </button>
    </form>
  );
}

/** Mobile + dynamic code (`/api/register/mobileCode` → `/api/register/mobile`) with a password. */
function MobileRegister({ minLen }: FormProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const form = useCodeForm('register', captcha);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { submit, submitting } = useAuthSubmit({
    validate: () => validateMobileRegister({ ...form.form, password, confirm }, captcha.on, minLen),
    send: () => registerByMobile({ ...form.params, password }),
    successKey: 'login.registerSuccess',
  });
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate data-testid="register-mobile-form">
      <CodeFields form={form} captcha={captcha} />
      <PasswordPair
        password={password}
        onPassword={setPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        placeholder={t('login.passwordLenPlaceholder', { n: minLen })}
        confirmPlaceholder={t('login.confirmPlaceholder')}
        name="password"
      />
      <button type="submit" className={s.submit} disabled={submitting || !captcha.configReady} data-testid="register-submit">
        {t('login.register')}
      </button>
    </form>
  );
}

/**
 * Registration: 账号注册 (username + password) and 手机号注册 (mobile + code + password) as tabs, only the modes
 * the register config enables (`value.register`); the registration agreement opens in a popup.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { back } = useAuthParams();
  const config = useQuery(registerConfigQuery());
  const minLen = passwordMinLength(config.data?.value?.pwd_len);
  const { shown, mode, choose } = useAuthMode(enabledModes(config.data?.value?.register));
  const [agreementOpen, setAgreementOpen] = useState(false);

  const loginLink = withBack(pagePath('login'), back);
  const leaving = useLeaveWhenSignedIn();
  if (leaving) return null;

  return (
    <div className={s.page}>
      <AuthHero title={t('login.registerTitle')} sub={t('login.registerSub')} />
      <ModeTabs
        modes={shown}
        active={mode}
        onChange={choose}
        labels={{ username: t('login.accountRegister'), mobile: t('login.mobileRegister') }}
        testIdPrefix="register-tab"
      />
      {config.isPending ? (
        <LoadingView />
      ) : mode === 'mobile' ? (
        <MobileRegister key="mobile" minLen={minLen} />
      ) : (
        <UsernameRegister key="username" minLen={minLen} />
      )}
      <div className={`${s.form} ${s.formFoot}`}>
        <p className={s.agreement}>
          {t('login.agreementPrefix')}
          <button type="button" className={s.agreementLink} onClick={() => setAgreementOpen(true)} data-testid="register-agreement">
            {t('login.agreementLink')}
          </button>
        </p>
        <p className={s.switch}>
          {t('login.haveAccount')}
          <Link to={loginLink} replace className={s.link}>
            {t('login.goLogin')}
          </Link>
        </p>
      </div>
      <AgreementPopup visible={agreementOpen} onClose={() => setAgreementOpen(false)} />
    </div>
  );
}
