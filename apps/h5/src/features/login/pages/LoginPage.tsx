import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/lib/paths';
import { toast } from '../../../shared/lib/toast';
import { login } from '../login.api';
import { validateLogin } from '../model/validate';
import { CaptchaRow } from '../components/CaptchaRow';
import { PasswordField } from '../components/PasswordField';
import { useCaptcha } from '../components/useCaptcha';
import { useFinishLogin } from '../components/useFinishLogin';
import s from '../components/LoginForm.module.css';

/** Account (username or mobile) + password login, with the image captcha when the mall turns it on. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const captcha = useCaptcha();
  const finish = useFinishLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const err = validateLogin({ username, password, captchaCode }, captcha.on);
    if (err) {
      void toast(t(err.key, err.values));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const answer = await login({
        username: username.trim(),
        password,
        ...(captcha.on ? { captcha_id: captcha.captcha?.id ?? '', captcha_code: captchaCode.trim() } : {}),
      });
      void toast(t('login.loginSuccess'), { icon: 'success', position: 'center' });
      await finish(answer.token);
    } catch {
      // the server's message was shown; a used captcha is worthless now
      if (captcha.on) {
        setCaptchaCode('');
        void captcha.refresh();
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const back = params.get('back');
  const registerUrl = back ? `${PATHS.register}?back=${encodeURIComponent(back)}` : PATHS.register;

  return (
    <div className={s.page}>
      <div className={s.hero}>
        <h2 className={s.title}>{t('login.welcome')}</h2>
        <p className={s.sub}>{t('login.welcomeSub')}</p>
      </div>
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate data-testid="login-form">
        <div className={s.field}>
          <input
            className={s.input}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            placeholder={t('login.accountPlaceholder')}
            autoComplete="username"
            autoCapitalize="off"
            name="username"
            maxLength={50}
          />
        </div>
        <PasswordField
          value={password}
          onChange={setPassword}
          placeholder={t('login.passwordPlaceholder')}
          name="password"
          autoComplete="current-password"
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
        <button type="submit" className={s.submit} disabled={submitting || !captcha.configReady} data-testid="login-submit">
          {t('login.login')}
        </button>
        <p className={s.switch}>
          {t('login.noAccount')}
          <Link to={registerUrl} replace className={s.link}>
            {t('login.goRegister')}
          </Link>
        </p>
      </form>
    </div>
  );
}
