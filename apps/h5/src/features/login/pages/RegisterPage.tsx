import { useState } from 'react';
import { Link, useSearchParams } from '../../../shared/lib/router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { PATHS } from '../../../shared/lib/paths';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { registerByMobile, registerByUsername, registerConfigQuery } from '../login.api';
import { enabledModes, passwordMinLength, validateMobileRegister, validateRegister, type AuthMode } from '../model/validate';
import { AgreementPopup } from '../components/AgreementPopup';
import { CaptchaRow } from '../components/CaptchaRow';
import { CodeFields } from '../components/CodeFields';
import { ModeTabs } from '../components/ModeTabs';
import { PasswordField } from '../components/PasswordField';
import { useCaptcha } from '../components/useCaptcha';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useCodeForm } from '../components/useCodeForm';
import s from '../components/LoginForm.module.css';

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
      <div className={s.field}>
        <input
          className={`m-field-input ${s.input}`}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          name="username"
          maxLength={30}
        />
      </div>
      <PasswordField
        value={password}
        onChange={setPassword}
        placeholder={t('login.passwordLenPlaceholder', { n: minLen })}
        name="password"
        autoComplete="new-password"
      />
      <PasswordField
        value={confirm}
        onChange={setConfirm}
        placeholder={t('login.confirmPlaceholder')}
        name="confirm_password"
        autoComplete="new-password"
      />
      {captcha.on && (
        <CaptchaRow
          value={captchaCode}
          onChange={setCaptchaCode}
          captcha={captcha.captcha}
          loading={captcha.loading}
          onRefresh={() => void captcha.refresh()}
        />
      )}
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
      <PasswordField
        value={password}
        onChange={setPassword}
        placeholder={t('login.passwordLenPlaceholder', { n: minLen })}
        name="password"
        autoComplete="new-password"
      />
      <PasswordField
        value={confirm}
        onChange={setConfirm}
        placeholder={t('login.confirmPlaceholder')}
        name="confirm_password"
        autoComplete="new-password"
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
  const [params] = useSearchParams();
  const config = useQuery(registerConfigQuery());
  const minLen = passwordMinLength(config.data?.value?.pwd_len);
  const modes = enabledModes(config.data?.value?.register);
  const shown: AuthMode[] = modes.length ? modes : ['username'];
  const [chosen, setChosen] = useState<AuthMode | null>(params.get('mode') === 'mobile' ? 'mobile' : null);
  const mode = chosen && shown.includes(chosen) ? chosen : shown[0];
  const [agreementOpen, setAgreementOpen] = useState(false);

  const back = params.get('back');
  const loginLink = back ? `${PATHS.login}?back=${encodeURIComponent(back)}` : PATHS.login;

  return (
    <div className={s.page}>
      <div className={s.hero}>
        <h2 className={s.title}>{t('login.registerTitle')}</h2>
        <p className={s.sub}>{t('login.registerSub')}</p>
      </div>
      <ModeTabs
        modes={shown}
        active={mode}
        onChange={setChosen}
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
