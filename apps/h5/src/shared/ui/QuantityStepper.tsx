import { useTranslation } from '../../i18n/react';
import s from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  className?: string;
}

/**
 * − quantity + for a line whose quantity moves one piece at a time (the cart): two buttons and the number, no
 * typing. Each end's button is disabled at its bound.
 */
export function QuantityStepper({ value, min, max, onChange, className }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <div className={className ? `${s.stepper} ${className}` : s.stepper} role="group">
      <button
        type="button"
        className={s.button}
        aria-label={t('common.decrease')}
        disabled={value <= min}
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
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

export default QuantityStepper;
