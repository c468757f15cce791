import { queryOptions } from '@tanstack/react-query';
import { memberRechargeApi, type Paged, type RechargeOrder, type RechargePackage } from '@mall/contract';
import { api } from '../../shared/lib/api';

export const rechargeKeys = {
  all: ['recharge'] as const,
  config: () => ['recharge', 'config'] as const,
  packages: () => ['recharge', 'packages'] as const,
  orders: () => ['recharge', 'orders'] as const,
};

/** Whether recharge is on and whether a typed amount is allowed (with its bounds). */
export const rechargeConfigQuery = () =>
  queryOptions({
    queryKey: rechargeKeys.config(),
    queryFn: ({ signal }) => api.call(memberRechargeApi.config, undefined, { signal }),
  });

/** Every package on sale (a handful: one page of 50). */
export const rechargePackagesQuery = () =>
  queryOptions({
    queryKey: rechargeKeys.packages(),
    queryFn: async ({ signal }): Promise<RechargePackage[]> =>
      (await api.call(memberRechargeApi.page, { page: 1, page_size: 50 }, { signal })).list,
  });

/** Starts a recharge of a package or of a typed amount; answers the out_trade_no to pay. */
export const createRecharge = (target: { recharge_id: number } | { face_value: string }): Promise<string> =>
  api.call(memberRechargeApi.create, target);

export const fetchRechargeOrders = (page: number, pageSize: number): Promise<Paged<RechargeOrder>> =>
  api.call(memberRechargeApi.orderPage, { page, page_size: pageSize });
