import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import type { PageName } from '../../../shared/pages';
import { useAppState } from '../../../shared/state/app';
import { Chevron } from './Chevron';
import s from './Ledger.module.css';

/** A row under an account's card: a page this build declares, shown while its add-on (if any) is on. */
export interface EntryRow {
  page: PageName;
  textKey: string;
  addon?: string;
}

/** The rows leading on from the balance or points card; `testPrefix` names them for tests (`balance-to-…`). */
export function EntryRows({ entries, testPrefix }: { entries: readonly EntryRow[]; testPrefix: string }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const addons = useAppState((st) => st.addons);
  return (
    <nav className={s.rows}>
      {entries
        .filter((e) => !e.addon || Number(addons[e.addon]) === 1)
        .map((e) => (
          <button key={e.page} type="button" className={s.row} onClick={() => go(e.page)} data-testid={`${testPrefix}-to-${e.page}`}>
            <span>{t(e.textKey)}</span>
            <Chevron />
          </button>
        ))}
    </nav>
  );
}
