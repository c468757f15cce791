import type { ReactNode } from 'react';
import s from './TickBox.module.css';

export interface TickBoxProps {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name when there is no visible text (a line's or a shop's tick). */
  label?: string;
  /** Visible text after the tick (全选). */
  children?: ReactNode;
  className?: string;
}

/**
 * A round tick box in the theme colour: a native checkbox under a drawn circle, so labels, keyboard and screen
 * readers work as they do for any checkbox. The cart draws several on its first screen; this costs one element
 * and no script of its own.
 */
export function TickBox({ checked, disabled = false, onChange, label, children, className }: TickBoxProps) {
  return (
    <label className={className ? `${s.tick} ${className}` : s.tick}>
      <input
        type="checkbox"
        className={s.input}
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => {
          if (!disabled) onChange(e.currentTarget.checked);
        }}
      />
      <span className={s.mark} aria-hidden="true" />
      {children}
    </label>
  );
}

export default TickBox;
