import { defineMessages } from '../../../infra/http/messages';

/** Wholesale texts (`/wholesale/api/*`, `/admin/api/wholesale/*`). */
export const wholesaleMessages = defineMessages({
  wsNotExist: { 'zh-cn': '批发商品不存在', 'en-us': 'The wholesale goods does not exist' },
  wsOff: { 'zh-cn': '该商品已不参与批发', 'en-us': 'This goods is no longer sold by wholesale' },
  /** Reference §6: a SKU bought below its first tier, or without tiers (error_code 5). */
  wsNoTier: { 'zh-cn': '{name}没有参与批发配置', 'en-us': '{name} has no wholesale tier for this quantity' },
  wsBelowTier: {
    'zh-cn': '{name}购买{num}件没有参与批发配置，{min}件起批',
    'en-us': '{name}: {num} pieces have no wholesale tier; the minimum is {min}',
  },
  wsStockShort: { 'zh-cn': '{name}库存不足', 'en-us': '{name} is short of stock' },
  wsGoodsOff: { 'zh-cn': '{name}已下架', 'en-us': '{name} is off the shelf' },
  wsMaxBuy: { 'zh-cn': '每人限购{max}件，您已购买{bought}件', 'en-us': 'Limited to {max} per person; you have bought {bought}' },
  wsCartNotExist: { 'zh-cn': '批发购物车中没有这件商品', 'en-us': 'This item is not in your wholesale cart' },
  wsLineRequired: {
    'zh-cn': '请选择要结算的批发商品',
    'en-us': 'Choose the wholesale goods to settle',
  },
  wsLineMismatch: {
    'zh-cn': '商品规格与数量不对应',
    'en-us': 'The SKUs and quantities do not match',
  },
  wsTiers: {
    'zh-cn': '规格{sku_id}的批发价格设置有误：起批数量须递增，价格须大于0且不高于上一档',
    'en-us': 'The tiers of SKU {sku_id} are wrong: quantities must rise and prices be above 0 and not above the tier before',
  },
  wsSkuInvalid: {
    'zh-cn': '商品规格{sku_id}不存在或不属于该商品',
    'en-us': 'SKU {sku_id} does not exist or is not of this goods',
  },
  wsSkuTwice: { 'zh-cn': '同一规格只能设置一次', 'en-us': 'Each SKU may be listed once' },
  wsGoodsExists: { 'zh-cn': '该商品已设置批发', 'en-us': 'This goods is already sold by wholesale' },
  wsGoodsNotExist: { 'zh-cn': '商品不存在', 'en-us': 'The goods does not exist' },
  wsPosterParam: { 'zh-cn': '海报参数有误', 'en-us': 'The poster parameters are wrong' },
  wsPosterHint: { 'zh-cn': '长按识别二维码，批发更优惠', 'en-us': 'Scan the code: buy more, pay less' },
});
