import type { ReactNode } from 'react';
import s from './CardForm.module.css';

export interface DefaultableCardProps {
  /** Prefix of the test ids (`<kind>-item`, `<kind>-choose`, `<kind>-set-default`, …). */
  kind: string;
  id: number;
  isDefault: boolean;
  /** Who and how to reach them: name, mobile and the tags after them. */
  head: ReactNode;
  detail: ReactNode;
  /** The texts of the action row, already translated. */
  labels: { isDefault: string; setDefault: string; edit: string; delete: string };
  /** While a default is being set, the radios wait. */
  settingDefault: boolean;
  onChoose: () => void;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One card of a list the member keeps with one default (addresses, payout accounts): tapping the body chooses
 * or edits it; the row below sets it as the default, edits or deletes it.
 */
export function DefaultableCard(p: DefaultableCardProps) {
  return (
    <div className={s.card} data-testid={`${p.kind}-item`} data-id={p.id} data-default={p.isDefault ? 1 : 0}>
      <button type="button" className={s.body} onClick={p.onChoose} data-testid={`${p.kind}-choose`}>
        <div className={s.head}>{p.head}</div>
        <div className={s.detail}>{p.detail}</div>
      </button>
      <div className={s.actions}>
        <button
          type="button"
          role="radio"
          aria-checked={p.isDefault}
          className={s.radio}
          disabled={p.settingDefault}
          onClick={() => !p.isDefault && p.onSetDefault()}
          data-testid={`${p.kind}-set-default`}
        >
          <span className={s.dot} aria-hidden="true" />
          {p.isDefault ? p.labels.isDefault : p.labels.setDefault}
        </button>
        <button type="button" className={s.link} onClick={p.onEdit} data-testid={`${p.kind}-edit`}>
          {p.labels.edit}
        </button>
        <button type="button" className={s.link} onClick={p.onDelete} data-testid={`${p.kind}-delete`}>
          {p.labels.delete}
        </button>
      </div>
    </div>
  );
}
