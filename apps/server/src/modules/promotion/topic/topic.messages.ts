import { defineMessages } from '../../../infra/http/messages';

/** Topic texts (`/topic/api/*`, `/admin/api/topic/*`). */
export const topicMessages = defineMessages({
  topicNotExist: { 'zh-cn': '专题活动不存在', 'en-us': 'The topic does not exist' },
  topicGoodsNotExist: { 'zh-cn': '专题商品不存在', 'en-us': 'The topic goods do not exist' },
  topicNotRunning: { 'zh-cn': '专题活动未开始或已结束', 'en-us': 'This topic is not on right now' },
  topicStockShort: { 'zh-cn': '专题商品库存不足', 'en-us': 'The topic goods are sold out' },
  topicMaxBuy: { 'zh-cn': '每人限购{max}件，您已购买{bought}件', 'en-us': 'Limited to {max} per person; you have bought {bought}' },
  topicMinBuy: { 'zh-cn': '该商品限制购买不能少于{min}件', 'en-us': 'At least {min} pieces must be bought' },
  topicClosed: { 'zh-cn': '专题活动已关闭', 'en-us': 'The topic is closed' },
  topicTime: { 'zh-cn': '活动结束时间必须晚于开始时间', 'en-us': 'The activity must end after it starts' },
  topicSkuInvalid: {
    'zh-cn': '商品规格{sku_id}不存在或不属于该店铺',
    'en-us': 'SKU {sku_id} does not exist or is not of this shop',
  },
  topicSkuTwice: { 'zh-cn': '商品规格{sku_id}重复', 'en-us': 'SKU {sku_id} is listed twice' },
  topicShopNotExist: { 'zh-cn': '店铺不存在', 'en-us': 'The shop does not exist' },
  topicPosterParam: { 'zh-cn': '海报参数错误', 'en-us': 'Invalid poster parameters' },
  topicPosterHint: { 'zh-cn': '长按识别二维码，查看专题好物', 'en-us': 'Scan the code to see the topic' },
});
