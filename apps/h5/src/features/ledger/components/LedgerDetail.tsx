import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { nowSeconds, type MemberAccountRow } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useSearchParams } from '../../../shared/lib/router';
import { usePageParams } from '../../../shared/lib/pageParams';
import { formatTime } from '../../../shared/lib/time';
import { useAppState } from '../../../shared/state/app';
import { PagedList } from '../../../shared/ui/PagedList';
import { fetchLedgerPage, fromTypesQuery, ledgerKeys } from '../ledger.api';
import { fromTypeChoices, monthParts, pickFromType, pickMonth, recentMonths, shiftMonth, signedAmount, type LedgerKind } from '../model';
import { Chevron } from './Chevron';
import s from './Ledger.module.css';

const PAGE_OF: Record<LedgerKind, 'balanceDetail' | 'pointDetail'> = { balance: 'balanceDetail', point: 'pointDetail' };

function Entry({ row }: { row: MemberAccountRow }) {
  const amount = signedAmount(row);
  const sub = [formatTime(row.create_time), row.type_tag].filter(Boolean).join('  ');
  return (
    <div className={s.entry} data-testid="ledger-entry">
      <div className={s.entryMain}>
        <div className={s.entryName}>{row.type_name}</div>
        <div className={s.entrySub}>{sub}</div>
      </div>
      <span className={`${s.amount} ${amount.income ? s.income : s.pay}`} data-testid="ledger-amount">
        {amount.text}
      </span>
    </div>
  );
}

/**
 * A month of the balance or points entries (mall time), newest first, with a kind-of-entry filter. The month
 * and the kind live in the page's query (`date`, `from_type`) so a reload or a shared link keeps them.
 */
export function LedgerDetail({ kind }: { kind: LedgerKind }) {
  const { t } = useTranslation();
  const lang = useAppState((st) => st.lang);
  const query = usePageParams(PAGE_OF[kind]);
  const [, setParams] = useSearchParams();
  const [picking, setPicking] = useState(false);
  const now = nowSeconds();
  const month = pickMonth(query.date, now);
  const current = pickMonth(undefined, now);
  const fromType = pickFromType(query.from_type);
  const types = useQuery(fromTypesQuery(lang));
  const choices = fromTypeChoices(types.data, kind);

  const show = (m: string, f: string) => {
    const next: Record<string, string> = {};
    if (m !== current) next.date = m;
    if (f) next.from_type = f;
    setParams(next, { replace: true });
  };
  const label = (m: string) => t('ledger.month', monthParts(m));

  return (
    <div className={s.detail} data-testid={`ledger-${kind}`}>
      <div className={s.bar}>
        <div className={s.months}>
          <button
            type="button"
            className={s.arrow}
            aria-label={t('ledger.prevMonth')}
            onClick={() => show(shiftMonth(month, -1), fromType)}
          >
            <Chevron left />
          </button>
          <button type="button" className={s.monthBtn} onClick={() => setPicking(true)} data-testid="ledger-month">
            {label(month)}
          </button>
          <button
            type="button"
            className={s.arrow}
            aria-label={t('ledger.nextMonth')}
            disabled={month >= current}
            onClick={() => show(shiftMonth(month, 1), fromType)}
          >
            <Chevron />
          </button>
        </div>
        {choices.length > 0 && (
          <div className={s.chips} role="tablist">
            {[{ value: '', label: t('ledger.allTypes') }, ...choices].map((c) => (
              <button
                key={c.value || 'all'}
                type="button"
                role="tab"
                aria-selected={c.value === fromType}
                className={c.value === fromType ? `${s.chip} ${s.chipOn}` : s.chip}
                onClick={() => show(month, c.value)}
                data-testid={`ledger-type-${c.value || 'all'}`}
              >
                {c.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <PagedList<MemberAccountRow>
        key={`${month}-${fromType}`}
        queryKey={[...ledgerKeys.page(kind, month, fromType), lang]}
        fetchPage={(page, size) => fetchLedgerPage(kind, month, fromType, page, size)}
        itemKey={(r) => r.id}
        empty={{ text: t(kind === 'balance' ? 'ledger.emptyBalance' : 'ledger.emptyPoint') }}
        renderItem={(r) => <Entry row={r} />}
      />
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div className={s.monthTitle}>{t('ledger.chooseMonth')}</div>
        <div className={s.monthList}>
          {recentMonths(now).map((m) => (
            <button
              key={m}
              type="button"
              className={m === month ? `${s.monthItem} ${s.monthItemOn}` : s.monthItem}
              onClick={() => {
                setPicking(false);
                show(m, fromType);
              }}
              data-testid={`ledger-month-${m}`}
            >
              {label(m)}
            </button>
          ))}
        </div>
      </Popup>
    </div>
  );
}
