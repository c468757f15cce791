import {
  bargainApi,
  bundlingApi,
  groupbuyApi,
  orderCreateApi,
  pintuanApi,
  presaleApi,
  seckillApi,
  topicApi,
  wholesaleApi,
  type OrderCalculateResult,
  type OrderCreateResult,
  type ParamsOf,
  type PresaleFinalPaymentResult,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import type { CalcParams } from './model/checkout';

/**
 * Checkout calls (reference §4.8). All are silent: the page shows the failure itself (the 10/11/12
 * address modal, the load error view, a toast for the rest). A seckill line (`seckill_id`) or a groupbuy line
 * (`groupbuy_id`) goes to its promotion's order trio (§4.18), which takes the same extras without a shop coupon;
 * a topic line (`topic_goods_id`) likewise to topic's; a combo (`bl_id`) to the combo order trio, which takes the
 * shop coupon too; wholesale lines (`wholesale`) to wholesale's.
 */
type SeckillParams = ParamsOf<typeof seckillApi.orderCreate>;
type GroupbuyParams = ParamsOf<typeof groupbuyApi.orderCreate>;
const seckillParams = (p: CalcParams): SeckillParams | null => ('seckill_id' in p ? (p as unknown as SeckillParams) : null);
type ComboParams = ParamsOf<typeof bundlingApi.orderCreate>;
const comboParams = (p: CalcParams): ComboParams | null => ('bl_id' in p ? (p as unknown as ComboParams) : null);
const groupbuyParams = (p: CalcParams): GroupbuyParams | null => ('groupbuy_id' in p ? (p as unknown as GroupbuyParams) : null);
type PintuanParams = ParamsOf<typeof pintuanApi.orderCreate>;
const pintuanParams = (p: CalcParams): PintuanParams | null => ('pintuan_goods_id' in p ? (p as unknown as PintuanParams) : null);
type TopicParams = ParamsOf<typeof topicApi.orderCreate>;
type BargainParams = ParamsOf<typeof bargainApi.orderCreate>;
const bargainParams = (p: CalcParams): BargainParams | null => ('launch_id' in p ? (p as unknown as BargainParams) : null);
const topicParams = (p: CalcParams): TopicParams | null => ('topic_goods_id' in p ? (p as unknown as TopicParams) : null);
type PresaleParams = ParamsOf<typeof presaleApi.depositCreate>;
/** A presale line (`presale_id`) goes to the deposit checkout, which answers the deposit part as `pay_money`. */
const presaleParams = (p: CalcParams): PresaleParams | null => ('presale_id' in p ? (p as unknown as PresaleParams) : null);

type WholesaleParams = ParamsOf<typeof wholesaleApi.orderCreate>;
/** A wholesale checkout (`wholesale` lines) to its own trio: the lines travel as `cart_ids` or `sku_id` + `num` lists. */
const wholesaleParams = (p: CalcParams): WholesaleParams | null => {
  if (!('wholesale' in p)) return null;
  const { wholesale, ...rest } = p as CalcParams & { wholesale: Record<string, number[]> };
  return { ...(rest as unknown as WholesaleParams), ...wholesale };
};

export const fetchPayment = (params: CalcParams): Promise<OrderCalculateResult> => {
  const ws = wholesaleParams(params);
  if (ws) return api.call(wholesaleApi.orderPayment, ws, { silent: true });
  const sk = seckillParams(params);
  if (sk) return api.call(seckillApi.orderPayment, sk, { silent: true });
  const bl = comboParams(params);
  if (bl) return api.call(bundlingApi.orderPayment, bl, { silent: true });
  const gb = groupbuyParams(params);
  if (gb) return api.call(groupbuyApi.orderPayment, gb, { silent: true });
  const tp = topicParams(params);
  if (tp) return api.call(topicApi.orderPayment, tp, { silent: true });
  const pt = pintuanParams(params);
  if (pt) return api.call(pintuanApi.orderPayment, pt, { silent: true });
  const ps = presaleParams(params);
  if (ps) return api.call(presaleApi.depositPayment, ps, { silent: true });
  const bg = bargainParams(params);
  if (bg) return api.call(bargainApi.orderPayment, bg, { silent: true });
  return api.call(orderCreateApi.payment, params, { silent: true });
};

export const fetchCalculate = (params: CalcParams): Promise<OrderCalculateResult> => {
  const ws = wholesaleParams(params);
  if (ws) return api.call(wholesaleApi.orderCalculate, ws, { silent: true });
  const sk = seckillParams(params);
  if (sk) return api.call(seckillApi.orderCalculate, sk, { silent: true });
  const bl = comboParams(params);
  if (bl) return api.call(bundlingApi.orderCalculate, bl, { silent: true });
  const gb = groupbuyParams(params);
  if (gb) return api.call(groupbuyApi.orderCalculate, gb, { silent: true });
  const tp = topicParams(params);
  if (tp) return api.call(topicApi.orderCalculate, tp, { silent: true });
  const pt = pintuanParams(params);
  if (pt) return api.call(pintuanApi.orderCalculate, pt, { silent: true });
  const ps = presaleParams(params);
  if (ps) return api.call(presaleApi.depositCalculate, ps, { silent: true });
  const bg = bargainParams(params);
  if (bg) return api.call(bargainApi.orderCalculate, bg, { silent: true });
  return api.call(orderCreateApi.calculate, params, { silent: true });
};

/** Creates one order per shop → the checkout's out_trade_no. */
export const createOrders = (params: CalcParams): Promise<OrderCreateResult> => {
  const ws = wholesaleParams(params);
  if (ws) return api.call(wholesaleApi.orderCreate, ws, { silent: true });
  const sk = seckillParams(params);
  if (sk) return api.call(seckillApi.orderCreate, sk, { silent: true });
  const bl = comboParams(params);
  if (bl) return api.call(bundlingApi.orderCreate, bl, { silent: true });
  const gb = groupbuyParams(params);
  if (gb) return api.call(groupbuyApi.orderCreate, gb, { silent: true });
  const tp = topicParams(params);
  if (tp) return api.call(topicApi.orderCreate, tp, { silent: true });
  const pt = pintuanParams(params);
  if (pt) return api.call(pintuanApi.orderCreate, pt, { silent: true });
  const ps = presaleParams(params);
  if (ps) return api.call(presaleApi.depositCreate, ps, { silent: true });
  const bg = bargainParams(params);
  if (bg) return api.call(bargainApi.orderCreate, bg, { silent: true });
  return api.call(orderCreateApi.create, params, { silent: true });
};

/** A booking's final payment as it would be with or without balance. */
export const fetchPresaleFinal = (id: number, isBalance: 0 | 1): Promise<PresaleFinalPaymentResult> =>
  api.call(presaleApi.finalPayment, { id, is_balance: isBalance }, { silent: true });

/** The booking's final pay record → its out_trade_no (silent: the page shows the refusal). */
export const createPresaleFinal = (id: number, isBalance: 0 | 1, payPassword?: string): Promise<string> =>
  api.call(presaleApi.finalCreate, { id, is_balance: isBalance, ...(payPassword ? { pay_password: payPassword } : {}) }, { silent: true });
