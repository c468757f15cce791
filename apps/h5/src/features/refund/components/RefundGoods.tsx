import type { RefundOrderGoods } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import { specText } from '../model';
import s from './refund.module.css';

/** The order line an after-sale page is about: picture, name, spec, price × quantity. */
export function RefundGoods({ line }: { line: RefundOrderGoods }) {
  const { t } = useTranslation();
  const spec = specText(line.sku_spec_format);
  return (
    <div className="m-goods" data-testid="refund-goods">
      <Img className="m-goods__img" path={line.sku_image} size="mid" alt={line.sku_name} />
      <div className="m-goods__body">
        <span className="m-goods__name">{line.sku_name}</span>
        {spec && <span className="m-muted">{spec}</span>}
      </div>
      <div className="m-goods__side">
        <Price value={line.price} size="sm" />
        <span>{t('refund.quantity', { num: line.num })}</span>
      </div>
    </div>
  );
}

/** A bottom sheet of choices (reasons). */
export function ChoiceSheet({
  title,
  options,
  value,
  onPick,
  testId,
}: {
  title: string;
  options: string[];
  value: string;
  onPick: (v: string) => void;
  testId: string;
}) {
  return (
    <div className={s.sheet} data-testid={testId}>
      <div className={s.sheetTitle}>{title}</div>
      {options.map((o, i) => (
        <button
          type="button"
          key={o}
          className={o === value ? `${s.sheetItem} ${s.sheetItemOn}` : s.sheetItem}
          onClick={() => onPick(o)}
          data-testid={`${testId}-${i}`}
        >
          {o}
        </button>
      ))}
    </div>
  );
}
