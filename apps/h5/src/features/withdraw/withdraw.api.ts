import { queryOptions } from '@tanstack/react-query';
import { BANK_ACCOUNT_MAX, memberBankAccountApi, memberWithdrawApi, type ParamsOf } from '@mall/contract';
import { api } from '../../shared/lib/api';

export const withdrawKeys = {
  all: ['withdraw'] as const,
  info: () => ['withdraw', 'info'] as const,
  types: () => ['withdraw', 'types'] as const,
  list: () => ['withdraw', 'list'] as const,
  detail: (id: number) => ['withdraw', 'detail', id] as const,
  accounts: () => ['withdraw', 'accounts'] as const,
  account: (id: number) => ['withdraw', 'account', id] as const,
};

export const withdrawInfoQuery = () =>
  queryOptions({ queryKey: withdrawKeys.info(), queryFn: ({ signal }) => api.call(memberWithdrawApi.info, undefined, { signal }) });

export const transferTypesQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.types(),
    queryFn: ({ signal }) => api.call(memberWithdrawApi.transferType, undefined, { signal }),
  });

export const fetchWithdrawPage = (page: number, pageSize: number) => api.call(memberWithdrawApi.page, { page, page_size: pageSize });

export const withdrawDetailQuery = (id: number) =>
  queryOptions({
    queryKey: withdrawKeys.detail(id),
    queryFn: ({ signal }) => api.call(memberWithdrawApi.detail, { id }, { signal, silent: true }),
    enabled: id > 0,
  });

/** A member keeps at most BANK_ACCOUNT_MAX accounts: the list is one page. */
export const accountsQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.accounts(),
    queryFn: ({ signal }) => api.call(memberBankAccountApi.page, { page: 1, page_size: BANK_ACCOUNT_MAX }, { signal }),
  });

export const accountInfoQuery = (id: number) =>
  queryOptions({
    queryKey: withdrawKeys.account(id),
    queryFn: ({ signal }) => api.call(memberBankAccountApi.info, { id }, { signal, silent: true }),
    enabled: id > 0,
  });

export type AccountSaveParams = ParamsOf<typeof memberBankAccountApi.add>;
export type WithdrawApplyInput = ParamsOf<typeof memberWithdrawApi.apply>;

export const withdrawApi = {
  apply: (p: WithdrawApplyInput) => api.call(memberWithdrawApi.apply, p),
  saveAccount: (p: AccountSaveParams, isEdit: boolean) => api.call(isEdit ? memberBankAccountApi.edit : memberBankAccountApi.add, p),
  setDefault: (id: number) => api.call(memberBankAccountApi.setDefault, { id }),
  removeAccount: (id: number) => api.call(memberBankAccountApi.delete, { id }),
};
