import {
  formatFen,
  PRESALE_CLOSE_REASON,
  PRESALE_ORDER_STATUS,
  PRESALE_REFUND_STATUS,
  type Lang,
  type PresaleOrder,
  type PresaleOrderAction,
} from '@mall/contract';
import { translate } from '../../../infra/http/messages';
import { payMessages } from '../../pay';
import { presaleMessages as M } from './presale.messages';
import type { presaleOrder } from './presale.tables';

export type PresaleOrderRow = typeof presaleOrder.$inferSelect;

const STATUS_NAMES: Record<number, string> = {
  [PRESALE_ORDER_STATUS.WAIT_DEPOSIT]: M.presaleStatusWaitDeposit,
  [PRESALE_ORDER_STATUS.WAIT_FINAL]: M.presaleStatusWaitFinal,
  [PRESALE_ORDER_STATUS.DONE]: M.presaleStatusDone,
  [PRESALE_ORDER_STATUS.CLOSED]: M.presaleStatusClosed,
};
const REFUND_NAMES: Record<number, string> = {
  [PRESALE_REFUND_STATUS.APPLY]: M.presaleRefundApply,
  [PRESALE_REFUND_STATUS.DONE]: M.presaleRefundDone,
  [PRESALE_REFUND_STATUS.REFUSED]: M.presaleRefundRefused,
};
const CLOSE_NAMES: Record<number, string> = {
  [PRESALE_CLOSE_REASON.DEPOSIT_UNPAID]: M.presaleCloseDepositUnpaid,
  [PRESALE_CLOSE_REASON.FINAL_MISSED]: M.presaleCloseFinalMissed,
  [PRESALE_CLOSE_REASON.REFUNDED]: M.presaleCloseRefunded,
};

const payTypeName = (t: string, lang: Lang): string => {
  const key = `payTypeName_${t}`;
  return t === '' ? '' : key in payMessages ? translate(key, lang) : t;
};

/** What the buyer may do with the order now (reference §5): pay, close, refund the deposit, delete. */
export const presaleActions = (r: PresaleOrderRow, lang: Lang, at: number): PresaleOrderAction[] => {
  const a = (action: PresaleOrderAction['action'], key: string): PresaleOrderAction => ({ action, title: translate(key, lang) });
  switch (r.orderStatus) {
    case PRESALE_ORDER_STATUS.WAIT_DEPOSIT:
      return [a('orderClose', M.presaleActionClose), a('orderPayDeposit', M.presaleActionPayDeposit)];
    case PRESALE_ORDER_STATUS.WAIT_FINAL: {
      const out: PresaleOrderAction[] = [];
      if (r.isDepositBack === 0 && r.refundStatus === PRESALE_REFUND_STATUS.APPLY) out.push(a('cancelRefund', M.presaleActionCancelRefund));
      else if (r.isDepositBack === 0) out.push(a('refundDeposit', M.presaleActionRefund));
      if (r.refundStatus !== PRESALE_REFUND_STATUS.APPLY && at >= r.payStartTime && at < r.payEndTime)
        out.push(a('orderPayFinal', M.presaleActionPayFinal));
      return out;
    }
    case PRESALE_ORDER_STATUS.CLOSED:
      return [a('deleteOrder', M.presaleActionDelete)];
    default:
      return [];
  }
};

export const presaleOrderToWire = (r: PresaleOrderRow, lang: Lang, at: number): PresaleOrder => ({
  id: r.id,
  order_no: r.orderNo,
  site_id: r.siteId,
  site_name: r.siteName,
  member_id: r.memberId,
  presale_id: r.presaleId,
  presale_name: r.presaleName,
  goods_id: r.goodsId,
  sku_id: r.skuId,
  goods_name: r.goodsName,
  sku_name: r.skuName,
  sku_image: r.skuImage,
  num: r.num,
  price: formatFen(r.presalePrice),
  presale_deposit: formatFen(r.presaleDeposit),
  presale_deposit_money: formatFen(r.presaleDepositMoney),
  presale_money: formatFen(r.goodsMoney),
  final_money: formatFen(r.finalMoney),
  order_money: formatFen(r.orderMoney),
  goods_money: formatFen(r.goodsMoney),
  delivery_money: formatFen(r.deliveryMoney),
  coupon_money: '0.00',
  invoice_money: '0.00',
  balance_deposit_money: formatFen(r.balanceDepositMoney),
  balance_final_money: formatFen(r.balanceFinalMoney),
  pay_deposit_money: formatFen(r.payDepositMoney),
  pay_final_money: formatFen(r.payFinalMoney),
  deposit_out_trade_no: r.depositOutTradeNo,
  final_out_trade_no: r.finalOutTradeNo,
  deposit_pay_type_name: payTypeName(r.depositPayType, lang),
  final_pay_type_name: payTypeName(r.finalPayType, lang),
  pay_deposit_time: r.payDepositTime,
  pay_final_time: r.payFinalTime,
  pay_start_time: r.payStartTime,
  pay_end_time: r.payEndTime,
  predict_delivery_time: r.predictDeliveryTime,
  is_deposit_back: r.isDepositBack === 1 ? 1 : 0,
  order_status: r.orderStatus,
  order_status_name: translate(STATUS_NAMES[r.orderStatus] ?? M.presaleStatusClosed, lang),
  action: presaleActions(r, lang, at),
  refund_status: r.refundStatus,
  refund_status_name: REFUND_NAMES[r.refundStatus] ? translate(REFUND_NAMES[r.refundStatus]!, lang) : '',
  refund_money: formatFen(r.refundMoney),
  close_reason: r.closeReason,
  close_reason_name: CLOSE_NAMES[r.closeReason] ? translate(CLOSE_NAMES[r.closeReason]!, lang) : '',
  close_time: r.closeTime,
  create_time: r.createTime,
  order_id: r.orderId,
  delivery_type: r.deliveryType,
  name: r.name,
  mobile: r.mobile,
  full_address: r.fullAddress,
  buyer_message: r.buyerMessage,
});
