import { orderCreateApi, type OrderCalculateResult, type OrderCreateResult } from '@mall/contract';
import { api } from '../../shared/lib/api';
import type { CalcParams } from './model/checkout';

/**
 * Checkout calls (reference §4.8). All are silent: the page shows the failure itself (the 10/11/12
 * address modal, the load error view, a toast for the rest).
 */
export const fetchPayment = (params: CalcParams): Promise<OrderCalculateResult> =>
  api.call(orderCreateApi.payment, params, { silent: true });

export const fetchCalculate = (params: CalcParams): Promise<OrderCalculateResult> =>
  api.call(orderCreateApi.calculate, params, { silent: true });

/** Creates one order per shop → the checkout's out_trade_no. */
export const createOrders = (params: CalcParams): Promise<OrderCreateResult> => api.call(orderCreateApi.create, params, { silent: true });
