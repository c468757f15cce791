import { useTranslation } from '../../i18n/react';
import { countdownParts } from '../lib/countdown';
import s from './Countdown.module.css';

/**
 * "距结束 01:02:03" in boxes (with days when more than one is left). `onBase`: on a bar of the theme colour, the
 * label above the time.
 */
export function Countdown({
  label,
  seconds,
  testId,
  onBase = false,
}: {
  label: string;
  seconds: number;
  testId?: string;
  onBase?: boolean;
}) {
  const { t } = useTranslation();
  const p = countdownParts(seconds);
  return (
    <span className={onBase ? `${s.countdown} ${s.onBase}` : s.countdown} data-testid={testId} role="timer">
      <span className={s.label}>{label}</span>
      {p.d > 0 && <span className={s.days}>{t('common.days', { count: p.d })}</span>}
      <span className={s.box}>{p.h}</span>
      <span className={s.sep}>:</span>
      <span className={s.box}>{p.m}</span>
      <span className={s.sep}>:</span>
      <span className={s.box}>{p.s}</span>
    </span>
  );
}
