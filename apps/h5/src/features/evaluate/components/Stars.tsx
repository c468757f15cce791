import { useTranslation } from '../../../i18n/react';
import s from './Review.module.css';

/** Five tappable stars (1–5). */
export function Stars({ value, onChange, testId, size = 22 }: { value: number; onChange: (v: number) => void; testId: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <span className={s.stars} role="radiogroup" data-testid={testId}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          type="button"
          key={n}
          role="radio"
          aria-checked={value === n}
          aria-label={t('review.star', { n })}
          className={n <= value ? `${s.star} ${s.starOn}` : s.star}
          style={{ fontSize: size }}
          onClick={() => onChange(n)}
          data-testid={`${testId}-${n}`}
        >
          ★
        </button>
      ))}
    </span>
  );
}
