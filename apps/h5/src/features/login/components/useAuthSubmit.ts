import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { toast } from '../../../shared/lib/toast';
import type { AuthAnswer } from '../login.api';
import type { FormError } from '../model/validate';
import type { useCaptcha } from './useCaptcha';
import { useFinishLogin } from './useFinishLogin';

type CaptchaState = ReturnType<typeof useCaptcha>;
export type CaptchaParams = { captcha_id?: string; captcha_code?: string };

/** The image captcha sent along with the call (password forms); refreshed after a failure. */
export interface SubmitCaptcha {
  state: CaptchaState;
  code: string;
  setCode: (v: string) => void;
}

interface Options<A> {
  /** First failing rule, checked before anything is sent (shown as a toast). */
  validate: () => FormError | null;
  /** The call; receives the captcha fields when `captcha` is given and on. */
  send: (captcha: CaptchaParams) => Promise<A>;
  /** Toast after success (i18n key). */
  successKey: string;
  /**
   * Password forms send the captcha with the call. Code forms leave it out: their captcha went with the
   * code request, and the send-code button refreshes it.
   */
  captcha?: SubmitCaptcha;
  /** What to do with the answer; default: start the member session and go back (reward popup for a new member). */
  onSuccess?: (answer: A) => Promise<void> | void;
}

/**
 * The submit flow shared by the login, register, recovery forms: one request at a time (double taps are
 * ignored while a call runs), validation messages as toasts, the captcha refreshed after any failure (a
 * used one is worthless), and on success the answer handled (by default: token stored, back where the
 * shopper came from).
 */
export const useAuthSubmit = <A = AuthAnswer>({ validate, send, successKey, captcha, onSuccess }: Options<A>) => {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy.current) return;
    const err = validate();
    if (err) {
      void toast(t(err.key, err.values));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const on = captcha?.state.on;
      const answer = await send(on ? { captcha_id: captcha.state.captcha?.id ?? '', captcha_code: captcha.code.trim() } : {});
      void toast(t(successKey), { icon: 'success', position: 'center' });
      if (onSuccess) await onSuccess(answer);
      else await finish(answer as AuthAnswer);
    } catch {
      // the request client already showed the server's message
      if (captcha?.state.on) {
        captcha.setCode('');
        void captcha.state.refresh();
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { submitting, submit };
};
