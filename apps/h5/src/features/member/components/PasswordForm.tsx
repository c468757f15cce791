import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useAuth } from '../../../shared/state/auth';
import { CaptchaRow } from '../../login';
import { PasswordField, PasswordPair } from '../../login';
import { useCaptcha } from '../../login';
import { registerConfigQuery } from '../../login';
import { profileApi } from '../member.api';
import { maskMobile } from '../model/member';
import { passwordMinLength, validatePasswordChange, validatePasswordSet } from '../model/profile';
import { NeedMobile } from './NeedMobile';
import { FormShell, type EditFormProps } from './SimpleForms';
import { SmsCodeField } from './SmsCodeField';
import { useProfileSave } from './useProfileSave';
import s from './Profile.module.css';

/**
 * Login password. With one: old, new, confirm. Without one (registered by code): a SET_PASSWORD code to
 * the bound mobile (captcha first when on), then new and confirm. The answer's token replaces the stored
 * one: every other device is logged out, this one stays.
 */
export function PasswordForm({ member }: EditFormProps) {
  const { t } = useTranslation();
  const config = useQuery(registerConfigQuery());
  const minLen = passwordMinLength(config.data?.value?.pwd_len);
  const hasPassword = Number(member.password) === 1;
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [key, setKey] = useState('');
  const [code, setCode] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const captcha = useCaptcha();
  const { submitting, run, refuse } = useProfileSave();

  if (!hasPassword && !member.mobile) return <NeedMobile />;

  const submit = () => {
    const error = hasPassword
      ? validatePasswordChange({ oldPassword, newPassword, confirm }, minLen)
      : validatePasswordSet({ key, code, newPassword, confirm }, minLen);
    if (refuse(error)) return;
    void run(
      async () => {
        const answer = await profileApi.modifyPassword(
          hasPassword ? { old_password: oldPassword, new_password: newPassword } : { new_password: newPassword, key, code: code.trim() },
        );
        if (answer?.token) useAuth.getState().setToken(answer.token);
        return answer;
      },
      { successKey: 'profile.passwordSaved', patch: { password: 1 } },
    );
  };

  const sendCode = async (): Promise<boolean> => {
    if (captcha.on && refuse(captchaCode.trim() ? null : { key: 'profile.errCaptcha' })) return false;
    // a failure rejects: the button resets and refreshes the captcha through onReset
    const answer = await profileApi.pwdMobileCode(
      captcha.on ? { captcha_id: captcha.captcha?.id ?? '', captcha_code: captchaCode.trim() } : {},
    );
    setKey(answer.key);
    return true;
  };

  return (
    <FormShell
      name="password"
      onSubmit={submit}
      submitting={submitting}
      hint={
        hasPassword ? undefined : (
          <>
            {t('profile.noPasswordTip')}
            <br />
            {t('profile.codeTo', { mobile: maskMobile(member.mobile) })}
          </>
        )
      }
    >
      <div className={s.form}>
        {hasPassword ? (
          <PasswordField
            value={oldPassword}
            onChange={setOldPassword}
            placeholder={t('profile.oldPasswordPlaceholder')}
            name="old_password"
            autoComplete="current-password"
          />
        ) : (
          <>
            <CaptchaRow state={captcha} value={captchaCode} onChange={setCaptchaCode} />
            <SmsCodeField
              value={code}
              onChange={setCode}
              onSend={sendCode}
              onReset={() => {
                if (captcha.on) {
                  setCaptchaCode('');
                  void captcha.refresh();
                }
              }}
            />
          </>
        )}
        <PasswordPair
          password={newPassword}
          onPassword={setNewPassword}
          confirm={confirm}
          onConfirm={setConfirm}
          placeholder={t('profile.newPasswordPlaceholder')}
          confirmPlaceholder={t('profile.confirmPasswordPlaceholder')}
          name="new_password"
        />
      </div>
    </FormShell>
  );
}
