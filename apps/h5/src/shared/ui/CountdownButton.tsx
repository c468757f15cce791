import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { SMS_RESEND_SECONDS } from '@mall/contract';
import s from './CountdownButton.module.css';

export type CountdownPhase = 'idle' | 'sending' | 'counting';

export interface CountdownButtonProps {
  /**
   * Sends the code. Resolve `true` (or nothing) when it was sent → the countdown starts; resolve `false`
   * when nothing was sent (a form check failed) → the button stays at its start; reject when the send
   * failed → the button resets at once and `onReset` runs.
   */
  onSend: () => Promise<boolean | void>;
  /** Called when the button is back at its start after a countdown or a failed send (refresh the captcha here). */
  onReset?: () => void;
  /** Countdown length; default 120 s (spec §9). */
  seconds?: number;
  /** Start label; default 获取动态码. */
  label?: string;
  /** Label while counting, with `{{s}}`; default "{{s}}s后重新获取". */
  countingLabel?: (s: number) => string;
  /** Extra disabling (the button is otherwise active only at its start). */
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * The send-code button of the mobile forms (spec §4): active only at its start; after a successful send it
 * counts down from 120 s showing the seconds left; at 0 it resets and calls `onReset`. A failed send
 * resets it immediately (and calls `onReset`). The remaining time follows the clock, so a throttled
 * background tab still ends on time.
 */
export function CountdownButton({
  onSend,
  onReset,
  seconds = SMS_RESEND_SECONDS,
  label,
  countingLabel,
  disabled = false,
  className,
  'data-testid': testId,
}: CountdownButtonProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<CountdownPhase>('idle');
  const [left, setLeft] = useState(seconds);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const busy = useRef(false);
  const alive = useRef(true);
  const resetRef = useRef(onReset);
  useEffect(() => {
    resetRef.current = onReset;
  }, [onReset]);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      stop();
    };
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    busy.current = false;
    setPhase('idle');
    setLeft(seconds);
    resetRef.current?.();
  }, [stop, seconds]);

  const start = useCallback(() => {
    const end = Date.now() + seconds * 1000;
    setPhase('counting');
    setLeft(seconds);
    stop();
    timer.current = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      if (remaining <= 0) reset();
      else setLeft(remaining);
    }, 1000);
  }, [seconds, stop, reset]);

  const click = async () => {
    if (busy.current || disabled) return;
    busy.current = true;
    setPhase('sending');
    let sent: boolean | void;
    try {
      sent = await onSend();
    } catch {
      if (alive.current) reset();
      else busy.current = false;
      return;
    }
    if (!alive.current) return;
    if (sent === false) {
      busy.current = false;
      setPhase('idle');
      return;
    }
    start();
  };

  const text =
    phase === 'counting'
      ? (countingLabel?.(left) ?? t('countdown.counting', { s: left }))
      : phase === 'sending'
        ? t('countdown.sending')
        : (label ?? t('countdown.get'));

  return (
    <button
      type="button"
      className={className ? `${s.button} ${className}` : s.button}
      disabled={disabled || phase !== 'idle'}
      onClick={() => void click()}
      data-testid={testId}
      data-phase={phase}
      aria-live="polite"
    >
      {text}
    </button>
  );
}

export default CountdownButton;
