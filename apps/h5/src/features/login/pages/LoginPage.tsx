import { useState } from 'react';
import { Link } from '../../../shared/lib/router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { login, loginByMobile, registerConfigQuery } from '../login.api';
import { enabledModes, FIND_PASSWORD_PATH, validateCodeForm, validateLogin, withBack } from '../model/validate';
import { AccountField } from '../components/AccountField';
import { AuthHero } from '../components/AuthHero';
import { CaptchaRow } from '../components/CaptchaRow';
import { CodeFields } from '../components/CodeFields';
import { ModeTabs, useAuthMode } from '../components/ModeTabs';
import { PasswordField } from '../components/PasswordField';
import { useCaptcha } from '../components/useCaptcha';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useLeaveWhenSignedIn } from '../components/useLeaveWhenSignedIn';
import { useAuthParams } from '../components/useAuthParams';
import { useCodeForm } from '../components/useCodeForm';
import s from '../components/LoginForm.module.css';
import { pagePath } from '../../../shared/pages';

/** Account (username or mobile) + password, with the captcha when the mall turns it on. */
function AccountLogin() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const { submit, submitting } = useAuthSubmit({
    captcha: { state: captcha, code: captchaCode, setCode: setCaptchaCode },
    validate: () => validateLogin({ username, password, captchaCode }, captcha.on),
    send: (c) => login({ username: username.trim(), password, ...c }),
    successKey: 'login.loginSuccess',
  });
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate data-testid="login-form">
      <AccountField value={username} onChange={setUsername} placeholder={t('login.accountPlaceholder')} maxLength={50} />
      <PasswordField
        value={password}
        onChange={setPassword}
        placeholder={t('login.passwordPlaceholder')}
        name="password"
        autoComplete="current-password"
      />
      <CaptchaRow state={captcha} value={captchaCode} onChange={setCaptchaCode} />
      <button type="submit" className={s.submit} disabled={submitting || !captcha.configReady} data-testid="login-submit">
        {t('login.login')}
      </button>
    </form>
  );
}

/** Mobile + dynamic code (`/api/login/mobileCode` → `/api/login/mobile`); an unknown mobile is registered. */
function MobileLogin() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const form = useCodeForm('login', captcha);
  const { submit, submitting } = useAuthSubmit({
    validate: () => validateCodeForm(form.form, captcha.on),
    send: () => loginByMobile(form.params),
    successKey: 'login.loginSuccess',
  });
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate data-testid="login-mobile-form">
      <CodeFields form={form} captcha={captcha} />
      <button type="submit" className={s.submit} disabled={submitting || !captcha.configReady} data-testid="login-submit">
        {t('login.login')}
      </button>
    </form>
  );
}

/**
 * Login page: 账号登录 (account + password) and 手机号登录 (mobile + dynamic code) as tabs, only the modes the
 * register config enables (`value.login`); links to password recovery and (when registration is open) to register.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const config = useQuery(registerConfigQuery());
  const { shown, mode, choose } = useAuthMode(enabledModes(config.data?.value?.login));
  const canRegister = enabledModes(config.data?.value?.register).length > 0;
  const { back } = useAuthParams();
  const leaving = useLeaveWhenSignedIn();
  if (leaving) return null;

  return (
    <div className={s.page}>
      <AuthHero title={t('login.welcome')} sub={t('login.welcomeSub')} />
      <ModeTabs
        modes={shown}
        active={mode}
        onChange={choose}
        labels={{ username: t('login.accountLogin'), mobile: t('login.mobileLogin') }}
        testIdPrefix="login-tab"
      />
      {/* the modes come from the config: no form (and no captcha fetched) before it answered */}
      {config.isPending ? <LoadingView /> : mode === 'mobile' ? <MobileLogin key="mobile" /> : <AccountLogin key="username" />}
      <div className={`${s.form} ${s.formFoot}`}>
        <div className={s.links}>
          <Link to={withBack(FIND_PASSWORD_PATH, back)} className={s.textLink} data-testid="login-find">
            {t('login.forgetPassword')}
          </Link>
          {canRegister && (
            <span className={s.switch}>
              {t('login.noAccount')}
              <Link to={withBack(pagePath('register'), back)} replace className={s.link}>
                {t('login.goRegister')}
              </Link>
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
