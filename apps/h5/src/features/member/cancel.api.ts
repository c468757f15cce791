import { queryOptions } from '@tanstack/react-query';
import type { AgreementResult, MemberCancelAccountInfo, MemberCancelConfig, MemberCancelInfo } from '@mall/contract';
import { http } from '../../shared/lib/request';

/* Account cancellation add-on (reference §4.14). */

export const cancelKeys = {
  all: ['membercancel'] as const,
  config: () => ['membercancel', 'config'] as const,
  agreement: () => ['membercancel', 'agreement'] as const,
  accountInfo: () => ['membercancel', 'accountInfo'] as const,
  info: () => ['membercancel', 'info'] as const,
};

const BASE = '/membercancel/api/membercancel';

export const cancelConfigQuery = () =>
  queryOptions({
    queryKey: cancelKeys.config(),
    queryFn: ({ signal }) => http.get<MemberCancelConfig>(`${BASE}/config`, undefined, { signal }),
  });

export const cancelAgreementQuery = () =>
  queryOptions({
    queryKey: cancelKeys.agreement(),
    queryFn: ({ signal }) => http.get<AgreementResult | null>(`${BASE}/agreement`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const cancelAccountInfoQuery = () =>
  queryOptions({
    queryKey: cancelKeys.accountInfo(),
    queryFn: ({ signal }) => http.get<MemberCancelAccountInfo>(`${BASE}/accountInfo`, undefined, { signal }),
  });

/** The member's current application, or null (none, or withdrawn). Always fresh: the operator decides elsewhere. */
export const cancelInfoQuery = () =>
  queryOptions({
    queryKey: cancelKeys.info(),
    queryFn: ({ signal }) => http.get<MemberCancelInfo | null>(`${BASE}/info`, undefined, { signal }),
    staleTime: 0,
  });

export const applyCancel = (): Promise<MemberCancelInfo> => http.post<MemberCancelInfo>(`${BASE}/apply`);

export const withdrawCancel = (): Promise<null> => http.post<null>(`${BASE}/cancelApply`);
