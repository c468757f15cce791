import { queryOptions } from '@tanstack/react-query';
import { memberApi, memberLevelApi, memberSigninApi } from '@mall/contract';
import { api } from '../../shared/lib/api';

export const levelKeys = {
  all: ['level'] as const,
  list: () => ['level', 'list'] as const,
  registerReward: () => ['level', 'registerReward'] as const,
  signinConfig: () => ['level', 'signinConfig'] as const,
};

/** Every member level, ascending growth (`/api/memberlevel/lists`). */
export const levelListQuery = () =>
  queryOptions({
    queryKey: levelKeys.list(),
    queryFn: ({ signal }) => api.call(memberLevelApi.lists, {}, { signal }),
    staleTime: 60_000,
  });

/** The new-member gift settings: its growth is one of the growth rules. */
export const registerRewardQuery = () =>
  queryOptions({
    queryKey: levelKeys.registerReward(),
    queryFn: ({ signal }) => api.call(memberApi.registerRewardConfig, {}, { signal }),
  });

/** The sign-in settings: their growth rows are growth rules too. */
export const signinRulesQuery = () =>
  queryOptions({
    queryKey: levelKeys.signinConfig(),
    queryFn: ({ signal }) => api.call(memberSigninApi.getSignStatus, {}, { signal }),
  });
