import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/lib/paths';
import { toast } from '../../../shared/lib/toast';
import { registerByUsername, registerConfigQuery } from '../login.api';
import { passwordMinLength, validateRegister } from '../model/validate';
import { CaptchaRow } from '../components/CaptchaRow';
import { PasswordField } from '../components/PasswordField';
import { useCaptcha } from '../components/useCaptcha';
import { useFinishLogin } from '../components/useFinishLogin';
import s from '../components/LoginForm.module.css';

/** Username registration: username, password (minimum length from the register config), confirmation, captcha when on. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const config = useQuery(registerConfigQuery());
  const minLen = passwordMinLength(config.data?.value?.pwd_len);
  const captcha = useCaptcha();
  const finish = useFinishLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const err = validateRegister({ username, password, confirm, captchaCode }, captcha.on, minLen);
    if (err) {
      void toast(t(err.key, err.values));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const answer = await registerByUsername({
        username: username.trim(),
        password,
        ...(captcha.on ? { captcha_id: captcha.captcha?.id ?? '', captcha_code: captchaCode.trim() } : {}),
      });
      void toast(t('login.registerSuccess'), { icon: 'success', position: 'center' });
      await finish(answer.token);
    } catch {
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
  const loginLink = back ? `${PATHS.login}?back=${encodeURIComponent(back)}` : PATHS.login;

  return (
    <div className={s.page}>
      <div className={s.hero}>
        <h2 className={s.title}>{t('login.registerTitle')}</h2>
        <p className={s.sub}>{t('login.registerSub')}</p>
      </div>
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate data-testid="register-form">
        <div className={s.field}>
          <input
            className={s.input}
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
        <p className={s.switch}>
          {t('login.haveAccount')}
          <Link to={loginLink} replace className={s.link}>
            {t('login.goLogin')}
          </Link>
        </p>
      </form>
    </div>
  );
}
