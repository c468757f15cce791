import { useTranslation } from '../../i18n/react';
import s from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Both buttons off (the goods cannot be bought now). */
  disabled?: boolean;
  className?: string;
}

/**
 * − quantity + for a quantity that moves one piece at a time (cart lines, a combo's sets): two buttons and the
 * number, no typing. Each end's button is disabled at its bound.
 */
export function QuantityStepper({ value, min, max, onChange, disabled = false, className }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <div className={className ? `${s.stepper} ${className}` : s.stepper} role="group">
      <button
        type="button"
        className={s.button}
        aria-label={t('common.decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={s.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={s.button}
        aria-label={t('common.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

export default QuantityStepper;
