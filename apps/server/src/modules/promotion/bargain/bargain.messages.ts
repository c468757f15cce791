import { defineMessages } from '../../../infra/http/messages';

/** Bargain texts (`/bargain/api/*`, `/admin/api/bargain/*`). */
export const bargainMessages = defineMessages({
  bargainNotExist: { 'zh-cn': '砍价商品不存在', 'en-us': 'The bargain goods do not exist' },
  bargainNotRunning: { 'zh-cn': '砍价活动未开始或已结束', 'en-us': 'This bargain is not on right now' },
  bargainStockShort: { 'zh-cn': '砍价商品库存不足', 'en-us': 'The bargain goods are sold out' },
  bargainMaxBuy: { 'zh-cn': '每人限购{max}件，您已购买{bought}件', 'en-us': 'Limited to {max} per person; you have bought {bought}' },
  bargainMinBuy: { 'zh-cn': '该商品限制购买不能少于{min}件', 'en-us': 'At least {min} pieces must be bought' },
  bargainLaunchGoing: {
    'zh-cn': '您已发起过该商品的砍价，请先完成',
    'en-us': 'You already have a bargain of this goods going',
  },
  bargainLaunchNotExist: { 'zh-cn': '砍价记录不存在', 'en-us': 'The bargain launch does not exist' },
  bargainLaunchOver: { 'zh-cn': '砍价已结束', 'en-us': 'This bargain launch is over' },
  bargainCutOnce: { 'zh-cn': '您已经帮忙砍过价了', 'en-us': 'You have already helped cut this price' },
  bargainCutOwn: { 'zh-cn': '不能给自己砍价', 'en-us': 'You cannot cut your own bargain' },
  bargainNotMine: { 'zh-cn': '只有发起人可以购买', 'en-us': 'Only the member who launched it can buy it' },
  bargainNotFloor: { 'zh-cn': '砍到底价才能购买', 'en-us': 'It can only be bought once cut to the floor price' },
  bargainFailed: { 'zh-cn': '砍价未成功，不能购买', 'en-us': 'This bargain did not succeed and cannot be bought' },
  bargainBuyExpired: {
    'zh-cn': '砍价成功后未在规定时间内下单，已失效',
    'en-us': 'This bargain was not ordered in time after it succeeded and has lapsed',
  },
  bargainOrdered: { 'zh-cn': '该砍价已下单', 'en-us': 'This bargain has already been ordered' },
  bargainActivityNotExist: { 'zh-cn': '砍价活动不存在', 'en-us': 'The bargain does not exist' },
  bargainActivityClosed: { 'zh-cn': '砍价活动已关闭', 'en-us': 'The bargain is closed' },
  bargainActivityTime: { 'zh-cn': '活动结束时间必须晚于开始时间', 'en-us': 'The bargain must end after it starts' },
  bargainGoodsInvalid: { 'zh-cn': '商品不存在或已删除', 'en-us': 'The goods do not exist or were deleted' },
  bargainSkuInvalid: { 'zh-cn': '商品规格{sku_id}不属于该商品', 'en-us': 'SKU {sku_id} is not of this goods' },
  bargainSkuTwice: { 'zh-cn': '商品规格{sku_id}重复', 'en-us': 'SKU {sku_id} is listed twice' },
  bargainFloorPrice: {
    'zh-cn': '商品规格{sku_id}的底价必须低于原价',
    'en-us': 'The floor price of SKU {sku_id} must be below its price',
  },
  bargainFirstPrice: {
    'zh-cn': '商品规格{sku_id}的首刀金额不能超过可砍金额',
    'en-us': 'The first cut of SKU {sku_id} cannot exceed what can be cut',
  },
  bargainGoodsBusy: { 'zh-cn': '该商品已有未结束的砍价活动', 'en-us': 'This goods already has a bargain that has not ended' },
  bargainPosterParam: { 'zh-cn': '海报参数错误', 'en-us': 'Invalid poster parameters' },
  bargainPosterHint: { 'zh-cn': '长按识别二维码，帮我砍一刀', 'en-us': 'Scan the code to help cut the price' },
});
