import { defineMessages } from '../../infra/http/messages';

export const giftMessages = defineMessages({
  gfNotExist: { 'zh-cn': '礼品不存在', 'en-us': 'This gift does not exist' },
  gfStockShort: { 'zh-cn': '礼品库存不足', 'en-us': 'Not enough of this gift in stock' },
  gfOrderNotExist: { 'zh-cn': '礼品订单不存在', 'en-us': 'This gift order does not exist' },
  gfOrderShipped: { 'zh-cn': '该礼品订单已发货', 'en-us': 'This gift order has already been shipped' },
});
