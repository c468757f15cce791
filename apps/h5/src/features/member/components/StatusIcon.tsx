import s from './Profile.module.css';

/** Result page icons drawn in the theme colour. */
export function StatusIcon({ kind }: { kind: 'pending' | 'success' | 'refused' }) {
  return (
    <svg className={s.resultIcon} viewBox="0 0 64 64" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="32" cy="32" r="28" />
      {kind === 'pending' && <path d="M32 16v17l11 7" />}
      {kind === 'success' && <path d="m19 33 9 9 17-19" />}
      {kind === 'refused' && <path d="m22 22 20 20M42 22 22 42" />}
    </svg>
  );
}
