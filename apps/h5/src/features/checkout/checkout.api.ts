import {
  bargainApi,
  bundlingApi,
  groupbuyApi,
  orderCreateApi,
  seckillApi,
  topicApi,
  type OrderCalculateResult,
  type OrderCreateResult,
  type ParamsOf,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import type { CalcParams } from './model/checkout';

/**
 * Checkout calls (reference §4.8). All are silent: the page shows the failure itself (the 10/11/12
 * address modal, the load error view, a toast for the rest). A seckill line (`seckill_id`) or a groupbuy line
 * (`groupbuy_id`) goes to its promotion's order trio (§4.18), which takes the same extras without a shop coupon;
 * a topic line (`topic_goods_id`) likewise to topic's; a combo (`bl_id`) to the combo order trio, which takes the
 * shop coupon too.
 */
type SeckillParams = ParamsOf<typeof seckillApi.orderCreate>;
type GroupbuyParams = ParamsOf<typeof groupbuyApi.orderCreate>;
const seckillParams = (p: CalcParams): SeckillParams | null => ('seckill_id' in p ? (p as unknown as SeckillParams) : null);
type ComboParams = ParamsOf<typeof bundlingApi.orderCreate>;
const comboParams = (p: CalcParams): ComboParams | null => ('bl_id' in p ? (p as unknown as ComboParams) : null);
const groupbuyParams = (p: CalcParams): GroupbuyParams | null => ('groupbuy_id' in p ? (p as unknown as GroupbuyParams) : null);
type TopicParams = ParamsOf<typeof topicApi.orderCreate>;
type BargainParams = ParamsOf<typeof bargainApi.orderCreate>;
const bargainParams = (p: CalcParams): BargainParams | null => ('launch_id' in p ? (p as unknown as BargainParams) : null);
const topicParams = (p: CalcParams): TopicParams | null => ('topic_goods_id' in p ? (p as unknown as TopicParams) : null);

export const fetchPayment = (params: CalcParams): Promise<OrderCalculateResult> => {
  const sk = seckillParams(params);
  if (sk) return api.call(seckillApi.orderPayment, sk, { silent: true });
  const bl = comboParams(params);
  if (bl) return api.call(bundlingApi.orderPayment, bl, { silent: true });
  const gb = groupbuyParams(params);
  if (gb) return api.call(groupbuyApi.orderPayment, gb, { silent: true });
  const tp = topicParams(params);
  if (tp) return api.call(topicApi.orderPayment, tp, { silent: true });
  const bg = bargainParams(params);
  if (bg) return api.call(bargainApi.orderPayment, bg, { silent: true });
  return api.call(orderCreateApi.payment, params, { silent: true });
};

export const fetchCalculate = (params: CalcParams): Promise<OrderCalculateResult> => {
  const sk = seckillParams(params);
  if (sk) return api.call(seckillApi.orderCalculate, sk, { silent: true });
  const bl = comboParams(params);
  if (bl) return api.call(bundlingApi.orderCalculate, bl, { silent: true });
  const gb = groupbuyParams(params);
  if (gb) return api.call(groupbuyApi.orderCalculate, gb, { silent: true });
  const tp = topicParams(params);
  if (tp) return api.call(topicApi.orderCalculate, tp, { silent: true });
  const bg = bargainParams(params);
  if (bg) return api.call(bargainApi.orderCalculate, bg, { silent: true });
  return api.call(orderCreateApi.calculate, params, { silent: true });
};

/** Creates one order per shop → the checkout's out_trade_no. */
export const createOrders = (params: CalcParams): Promise<OrderCreateResult> => {
  const sk = seckillParams(params);
  if (sk) return api.call(seckillApi.orderCreate, sk, { silent: true });
  const bl = comboParams(params);
  if (bl) return api.call(bundlingApi.orderCreate, bl, { silent: true });
  const gb = groupbuyParams(params);
  if (gb) return api.call(groupbuyApi.orderCreate, gb, { silent: true });
  const tp = topicParams(params);
  if (tp) return api.call(topicApi.orderCreate, tp, { silent: true });
  const bg = bargainParams(params);
  if (bg) return api.call(bargainApi.orderCreate, bg, { silent: true });
  return api.call(orderCreateApi.create, params, { silent: true });
};
