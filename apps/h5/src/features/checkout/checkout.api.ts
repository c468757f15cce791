import { orderCreateApi, seckillApi, topicApi, type OrderCalculateResult, type OrderCreateResult, type ParamsOf } from '@mall/contract';
import { api } from '../../shared/lib/api';
import type { CalcParams } from './model/checkout';

/**
 * Checkout calls (reference §4.8). All are silent: the page shows the failure itself (the 10/11/12
 * address modal, the load error view, a toast for the rest). A promotion line goes to its order trio (§4.18,
 * same extras without a shop coupon): a seckill line (`seckill_id`) to seckill's, a topic line (`topic_goods_id`)
 * to topic's.
 */
type SeckillParams = ParamsOf<typeof seckillApi.orderCreate>;
type TopicParams = ParamsOf<typeof topicApi.orderCreate>;
const seckillParams = (p: CalcParams): SeckillParams | null => ('seckill_id' in p ? (p as unknown as SeckillParams) : null);
const topicParams = (p: CalcParams): TopicParams | null => ('topic_goods_id' in p ? (p as unknown as TopicParams) : null);

export const fetchPayment = (params: CalcParams): Promise<OrderCalculateResult> => {
  const sk = seckillParams(params);
  if (sk) return api.call(seckillApi.orderPayment, sk, { silent: true });
  const tp = topicParams(params);
  if (tp) return api.call(topicApi.orderPayment, tp, { silent: true });
  return api.call(orderCreateApi.payment, params, { silent: true });
};

export const fetchCalculate = (params: CalcParams): Promise<OrderCalculateResult> => {
  const sk = seckillParams(params);
  if (sk) return api.call(seckillApi.orderCalculate, sk, { silent: true });
  const tp = topicParams(params);
  if (tp) return api.call(topicApi.orderCalculate, tp, { silent: true });
  return api.call(orderCreateApi.calculate, params, { silent: true });
};

/** Creates one order per shop → the checkout's out_trade_no. */
export const createOrders = (params: CalcParams): Promise<OrderCreateResult> => {
  const sk = seckillParams(params);
  if (sk) return api.call(seckillApi.orderCreate, sk, { silent: true });
  const tp = topicParams(params);
  if (tp) return api.call(topicApi.orderCreate, tp, { silent: true });
  return api.call(orderCreateApi.create, params, { silent: true });
};
