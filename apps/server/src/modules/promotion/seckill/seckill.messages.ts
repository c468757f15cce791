import { defineMessages } from '../../../infra/http/messages';

/** Seckill texts (`/seckill/api/*`, `/admin/api/seckill/*`). */
export const seckillMessages = defineMessages({
  seckillNotExist: { 'zh-cn': '秒杀商品不存在', 'en-us': 'The seckill goods do not exist' },
  seckillNotRunning: { 'zh-cn': '秒杀活动未开始或已结束', 'en-us': 'This seckill is not on right now' },
  seckillStockShort: { 'zh-cn': '秒杀商品库存不足', 'en-us': 'The seckill goods are sold out' },
  seckillMaxBuy: { 'zh-cn': '每人限购{max}件，您已购买{bought}件', 'en-us': 'Limited to {max} per person; you have bought {bought}' },
  seckillMinBuy: { 'zh-cn': '该商品限制购买不能少于{min}件', 'en-us': 'At least {min} pieces must be bought' },
  seckillTimeInvalid: { 'zh-cn': '秒杀时段的结束时间必须晚于开始时间', 'en-us': 'A slot must end after it starts' },
  seckillTimeOverlap: { 'zh-cn': '秒杀时段不能与“{name}”重叠', 'en-us': 'The slot overlaps "{name}"' },
  seckillTimeNotExist: { 'zh-cn': '秒杀时段不存在', 'en-us': 'The seckill slot does not exist' },
  seckillTimeInUse: { 'zh-cn': '该时段还有未结束的秒杀活动，不能删除', 'en-us': 'An activity that has not ended runs in this slot' },
  seckillActivityNotExist: { 'zh-cn': '秒杀活动不存在', 'en-us': 'The seckill activity does not exist' },
  seckillActivityClosed: { 'zh-cn': '秒杀活动已关闭', 'en-us': 'The seckill activity is closed' },
  seckillActivityTime: { 'zh-cn': '活动结束时间必须晚于开始时间', 'en-us': 'The activity must end after it starts' },
  seckillSkuInvalid: {
    'zh-cn': '商品规格{sku_id}不存在或不属于该店铺',
    'en-us': 'SKU {sku_id} does not exist or is not of this shop',
  },
  seckillSkuTwice: { 'zh-cn': '商品规格{sku_id}重复', 'en-us': 'SKU {sku_id} is listed twice' },
  seckillShopNotExist: { 'zh-cn': '店铺不存在', 'en-us': 'The shop does not exist' },
  seckillPosterParam: { 'zh-cn': '海报参数错误', 'en-us': 'Invalid poster parameters' },
  seckillPosterHint: { 'zh-cn': '长按识别二维码，马上抢购', 'en-us': 'Scan the code to grab it' },
});
