import { queryOptions } from '@tanstack/react-query';
import { mallMonthWindow, memberAccountApi, type AccountFromType, type Lang, type MemberAccountRow, type Paged } from '@mall/contract';
import { api } from '../../shared/lib/api';
import { LEDGER_ACCOUNTS, type LedgerKind } from './model';

export const ledgerKeys = {
  all: ['ledger'] as const,
  info: (kind: LedgerKind) => ['ledger', 'info', kind] as const,
  page: (kind: LedgerKind, month: string, fromType: string) => ['ledger', 'page', kind, month, fromType] as const,
  fromTypes: (lang: Lang) => ['ledger', 'fromTypes', lang] as const,
};

/** The page's accounts (`/api/memberaccount/info`): both balances, or the points. */
export const accountInfoQuery = (kind: LedgerKind) =>
  queryOptions({
    queryKey: ledgerKeys.info(kind),
    queryFn: ({ signal }) => api.call(memberAccountApi.info, { account_type: LEDGER_ACCOUNTS[kind] }, { signal }),
  });

/** Kinds of entry and their names, in the shopper's language (the type filter). */
export const fromTypesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ledgerKeys.fromTypes(lang),
    queryFn: ({ signal }) => api.call(memberAccountApi.fromType, {}, { signal, silent: true }),
    staleTime: 60 * 60 * 1000,
  });

/** One page of a month's entries, optionally of one kind. */
export const fetchLedgerPage = (
  kind: LedgerKind,
  month: string,
  fromType: AccountFromType | '',
  page: number,
  pageSize: number,
): Promise<Paged<MemberAccountRow>> =>
  api.call(memberAccountApi.page, {
    account_type: LEDGER_ACCOUNTS[kind],
    date: month,
    from_type: fromType || undefined,
    page,
    page_size: pageSize,
  });

/** What the member's points gained (`income`) or spent (`pay`, a positive figure) in a mall month. */
export const pointMonthSumQuery = (month: string, queryType: 'income' | 'pay') =>
  queryOptions({
    queryKey: ['ledger', 'sum', 'point', month, queryType] as const,
    queryFn: async ({ signal }) => {
      const w = mallMonthWindow(month);
      const sum = await api.call(
        memberAccountApi.sum,
        { account_type: 'point', query_type: queryType, start_time: w?.start, end_time: w?.end },
        { signal },
      );
      return Number(sum) || 0;
    },
  });
