import { CURRENCY_SYMBOL } from '@mall/contract';

export interface PriceProps {
  /** Wire money string, e.g. "99.00". */
  value: string;
  size?: 'sm' | 'md' | 'lg';
  /** Struck-through secondary price (market / original price). */
  del?: boolean;
  className?: string;
}

/** ¥ + amount in the price colour; the integer part is emphasised. */
export function Price({ value, size = 'md', del = false, className }: PriceProps) {
  const text = String(value ?? '');
  const dot = text.indexOf('.');
  const int = dot >= 0 ? text.slice(0, dot) : text;
  const dec = dot >= 0 ? text.slice(dot) : '';
  const cls = ['m-price', `m-price--${size}`, del ? 'm-price--del' : '', className ?? ''].filter(Boolean).join(' ');
  if (del) {
    return (
      <del className={cls}>
        {CURRENCY_SYMBOL}
        {text}
      </del>
    );
  }
  return (
    <span className={cls}>
      <span className="m-price__symbol">{CURRENCY_SYMBOL}</span>
      <span className="m-price__int">{int}</span>
      {dec && <span className="m-price__dec">{dec}</span>}
    </span>
  );
}

export default Price;
