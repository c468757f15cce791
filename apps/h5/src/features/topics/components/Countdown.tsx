import { useTranslation } from '../../../i18n/react';
import { countdownParts } from '../model/topics';
import s from './Countdown.module.css';

/** "距结束 2天 01:02:03" in boxes. */
export function Countdown({ label, seconds, testId }: { label: string; seconds: number; testId?: string }) {
  const { t } = useTranslation();
  const p = countdownParts(seconds);
  return (
    <span className={s.countdown} data-testid={testId} role="timer">
      <span className={s.label}>{label}</span>
      {p.d > 0 && <span className={s.days}>{t('topics.days', { count: p.d })}</span>}
      <span className={s.box}>{p.h}</span>
      <span className={s.sep}>:</span>
      <span className={s.box}>{p.m}</span>
      <span className={s.sep}>:</span>
      <span className={s.box}>{p.s}</span>
    </span>
  );
}
