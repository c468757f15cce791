import type { ModuleParts } from '../parts';
import { payRoutes } from './pay.routes';
export * from './pay.tables';
export { createPaidPayRecordTx, createPayRecordsTx, createPayRecordTx, markPayPaidTx, type NewPayRecord } from './pay.record';
export * from './payrefund.tables';
export { closePayTx, lockPayRecordNoWaitTx } from './pay.close';
export { payRoutes } from './pay.routes';
export { refundOnlinePay, onlineRefundedMoney, handleNotify, type OnlineRefundResult } from './pay.service';
export { cancelPayRecordsTx, lockPayRecordsTx, reusableOrderRecord } from './pay.repay';
export { payMessages } from './pay.messages';
export { payChannel, PAY_CHANNELS } from './channels';
export type { PaidHandler, PaidHandlers, PaidPayment, PayPurposeReader, PayPurposeReaders } from './pay.paid';
export { channelSetting, putChannelSetting, PAY_SETTING_KEYS, type PayChannel, type PayRecord } from './pay.channel';

export const payModule: ModuleParts = { name: 'pay', routes: (wired) => payRoutes(wired.paidHandlers, wired.payReaders) };
