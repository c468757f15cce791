import { queryOptions } from '@tanstack/react-query';
import { memberSigninApi, type SigninReward } from '@mall/contract';
import { api } from '../../shared/lib/api';

export const signinKeys = {
  all: ['signin'] as const,
  config: () => ['signin', 'config'] as const,
  /** Under the member's keys: logout forgets them. */
  isSign: () => ['member', 'signin', 'issign'] as const,
  records: () => ['member', 'signin', 'records'] as const,
};

export const signinConfigQuery = () =>
  queryOptions({
    queryKey: signinKeys.config(),
    queryFn: ({ signal }) => api.call(memberSigninApi.getSignStatus, {}, { signal }),
  });

export const isSignQuery = () =>
  queryOptions({
    queryKey: signinKeys.isSign(),
    queryFn: ({ signal }) => api.call(memberSigninApi.isSign, {}, { signal }),
  });

export const signRecordsQuery = () =>
  queryOptions({
    queryKey: signinKeys.records(),
    queryFn: ({ signal }) => api.call(memberSigninApi.getSignRecords, {}, { signal }),
  });

/** Today's sign-in: the reward row it earned (the server's SIGNED_IN message shows as a toast). */
export const signInToday = (): Promise<SigninReward> => api.call(memberSigninApi.signin, {});
