export * from './pay.tables';
export { createPayRecordTx, markPayPaidTx, type NewPayRecord } from './pay.record';
export * from './payrefund.tables';
export { payRoutes } from './pay.routes';
export { refundOnlinePay, handleNotify, orderPay, type OnlineRefundResult } from './pay.service';
export { payChannel, payChannels, registerPayChannel, channelSetting, putChannelSetting, PAY_SETTING_KEYS, type PayChannel, type PayRecord } from './pay.channel';
