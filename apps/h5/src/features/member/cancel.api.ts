import { queryOptions } from '@tanstack/react-query';
import { memberCancelApi, type MemberCancelInfo } from '@mall/contract';
import { api } from '../../shared/lib/api';

/* Account cancellation add-on (reference §4.14). */

export const cancelKeys = {
  all: ['membercancel'] as const,
  config: () => ['membercancel', 'config'] as const,
  agreement: () => ['membercancel', 'agreement'] as const,
  accountInfo: () => ['membercancel', 'accountInfo'] as const,
  info: () => ['membercancel', 'info'] as const,
};

export const cancelConfigQuery = () =>
  queryOptions({
    queryKey: cancelKeys.config(),
    queryFn: ({ signal }) => api.call(memberCancelApi.config, {}, { signal }),
  });

export const cancelAgreementQuery = () =>
  queryOptions({
    queryKey: cancelKeys.agreement(),
    queryFn: ({ signal }) => api.call(memberCancelApi.agreement, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const cancelAccountInfoQuery = () =>
  queryOptions({
    queryKey: cancelKeys.accountInfo(),
    queryFn: ({ signal }) => api.call(memberCancelApi.accountInfo, {}, { signal }),
  });

/** The member's current application, or null (none, or withdrawn). Always fresh: the operator decides elsewhere. */
export const cancelInfoQuery = () =>
  queryOptions({
    queryKey: cancelKeys.info(),
    queryFn: ({ signal }) => api.call(memberCancelApi.info, {}, { signal }),
    staleTime: 0,
  });

export const applyCancel = (): Promise<MemberCancelInfo> => api.call(memberCancelApi.apply);

export const withdrawCancel = (): Promise<null> => api.call(memberCancelApi.cancelApply);
