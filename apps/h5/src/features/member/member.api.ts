import { queryOptions } from '@tanstack/react-query';
import { http } from '../../shared/lib/request';
import type { MemberInfo } from '@mall/contract';

/** `/api/member/info` (reference §4.3), typed by @mall/contract. */
export type MemberProfile = MemberInfo;

export const memberKeys = {
  all: ['member'] as const,
  info: () => ['member', 'info'] as const,
};

export const fetchMemberInfo = (signal?: AbortSignal): Promise<MemberProfile | null> =>
  http.get<MemberProfile | null>('/api/member/info', undefined, { signal });

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => fetchMemberInfo(signal),
  });
