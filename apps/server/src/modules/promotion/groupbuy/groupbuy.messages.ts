import { defineMessages } from '../../../infra/http/messages';

/** Groupbuy texts (`/groupbuy/api/*`, `/admin/api/groupbuy/*`). */
export const groupbuyMessages = defineMessages({
  groupbuyNotExist: { 'zh-cn': '团购商品不存在', 'en-us': 'The groupbuy goods do not exist' },
  groupbuyNotRunning: { 'zh-cn': '团购活动未开始或已结束', 'en-us': 'This groupbuy is not on right now' },
  groupbuyStockShort: { 'zh-cn': '团购商品库存不足', 'en-us': 'The groupbuy goods are sold out' },
  groupbuyMaxBuy: { 'zh-cn': '每人限购{max}件，您已购买{bought}件', 'en-us': 'Limited to {max} per person; you have bought {bought}' },
  groupbuyMinBuy: { 'zh-cn': '该商品限制购买不能少于{min}件', 'en-us': 'At least {min} pieces must be bought' },
  groupbuyActivityNotExist: { 'zh-cn': '团购活动不存在', 'en-us': 'The groupbuy does not exist' },
  groupbuyActivityClosed: { 'zh-cn': '团购活动已关闭', 'en-us': 'The groupbuy is closed' },
  groupbuyActivityTime: { 'zh-cn': '活动结束时间必须晚于开始时间', 'en-us': 'The groupbuy must end after it starts' },
  groupbuyGoodsInvalid: { 'zh-cn': '商品不存在或已删除', 'en-us': 'The goods do not exist or were deleted' },
  groupbuySkuInvalid: { 'zh-cn': '商品规格{sku_id}不属于该商品', 'en-us': 'SKU {sku_id} is not of this goods' },
  groupbuySkuTwice: { 'zh-cn': '商品规格{sku_id}重复', 'en-us': 'SKU {sku_id} is listed twice' },
  groupbuyGoodsBusy: {
    'zh-cn': '该商品已有未结束的团购活动',
    'en-us': 'This goods already has a groupbuy that has not ended',
  },
  groupbuyPosterParam: { 'zh-cn': '海报参数错误', 'en-us': 'Invalid poster parameters' },
  groupbuyPosterHint: { 'zh-cn': '长按识别二维码，马上团购', 'en-us': 'Scan the code to join the groupbuy' },
});
