import { Popup } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { bindMobile } from '../login.api';
import { bindSaveDisabled, validateCodeForm } from '../model/validate';
import { startSession } from '../session';
import { useBindMobile } from '../state/account';
import { afterAuthAnswer } from '../state/reward-flow';
import { CodeFields } from './CodeFields';
import { useAuthSubmit } from './useAuthSubmit';
import { useCaptcha } from './useCaptcha';
import { useCodeForm } from './useCodeForm';
import s from './BindMobilePopup.module.css';

/**
 * Bind a phone to the WeChat identity (spec §4 "Code -10016", §5 phone-bind form): bottom popup with
 * mobile (11 digits), image captcha when on, dynamic code (`/api/tripartite/mobileCode`), save
 * (`/api/tripartite/mobile`) → session started, popup closed, reward popup for a new member.
 * Forced binding (`bind_mobile == 1`): it cannot be dismissed and save stays disabled until every field is filled.
 */
export default function BindMobilePopup() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = useBindMobile((st) => st.open);
  const forced = useBindMobile((st) => st.forced);
  const authInfo = useBindMobile((st) => st.authInfo);
  const hide = useBindMobile((st) => st.hide);
  const captcha = useCaptcha();
  const form = useCodeForm('tripartite', captcha);
  const { submit, submitting } = useAuthSubmit({
    validate: () => validateCodeForm(form.form, captcha.on),
    send: () =>
      bindMobile(
        {
          ...form.params,
          ...(captcha.on ? { captcha_id: captcha.captcha?.id ?? '', captcha_code: form.captchaCode.trim() } : {}),
        },
        authInfo,
      ),
    successKey: 'login.bindSuccess',
    onSuccess: async (answer) => {
      await startSession(answer.token, queryClient);
      hide();
      afterAuthAnswer(answer);
    },
  });
  const disabled = submitting || bindSaveDisabled(form.form, captcha.on, forced);

  return (
    <Popup
      visible={open}
      position="bottom"
      closeOnMaskClick={!forced}
      onMaskClick={forced ? undefined : hide}
      showCloseButton={!forced}
      onClose={hide}
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      <form className={s.sheet} onSubmit={(e) => void submit(e)} noValidate data-testid="bind-mobile-popup" data-forced={forced ? 1 : 0}>
        <h2 className={s.title}>{t('login.bindTitle')}</h2>
        <p className={s.sub}>{t('login.bindSub')}</p>
        <CodeFields
          form={form}
          captcha={captcha}
          testIds={{ mobile: 'bind-mobile', captcha: 'bind-captcha', code: 'bind-code', send: 'bind-send-code' }}
        />
        <button type="submit" className={`m-btn-fill m-btn-fill--lg ${s.save}`} disabled={disabled} data-testid="bind-save">
          {t('login.bindSave')}
        </button>
      </form>
    </Popup>
  );
}
