import type { ReactNode } from 'react';
import s from './Profile.module.css';

export function Arrow() {
  return (
    <svg className={s.arrow} viewBox="0 0 24 24" aria-hidden="true">
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface ProfileRowProps {
  /** Row name (test id `info-row-<name>`, value `info-value-<name>`). */
  name: string;
  label: ReactNode;
  value?: ReactNode;
  /** Without it the row is read-only (no arrow). */
  onClick?: () => void;
  tall?: boolean;
  danger?: boolean;
}

/** One line of a grouped list: label on the left, value and arrow on the right. */
export function ProfileRow({ name, label, value, onClick, tall, danger }: ProfileRowProps) {
  const cls = [s.row, tall ? s.rowTall : '', danger ? s.danger : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={cls} onClick={onClick} disabled={!onClick} data-testid={`info-row-${name}`}>
      <span className={s.label}>{label}</span>
      <span className={s.value} data-testid={`info-value-${name}`}>
        {value}
      </span>
      {onClick ? <Arrow /> : <span className={s.arrowSpace} />}
    </button>
  );
}
