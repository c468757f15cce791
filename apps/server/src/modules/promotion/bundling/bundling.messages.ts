import { defineMessages } from '../../../infra/http/messages';

/** Combo texts (`/bundling/api/*`, `/admin/api/bundling/*`). */
export const bundlingMessages = defineMessages({
  bundlingNotExist: { 'zh-cn': '组合套餐不存在', 'en-us': 'The combo does not exist' },
  bundlingOff: { 'zh-cn': '当前组合套餐已下架!', 'en-us': 'This combo is no longer on sale!' },
  bundlingGoodsOff: {
    'zh-cn': '组合套餐中的商品“{name}”已下架，暂时无法购买',
    'en-us': '"{name}" of this combo is off the shelf; the combo cannot be bought now',
  },
  bundlingStockShort: { 'zh-cn': '组合套餐中的商品“{name}”库存不足', 'en-us': '"{name}" of this combo is out of stock' },
  bundlingMaxBuy: { 'zh-cn': '每人限购{max}件，您已购买{bought}件', 'en-us': 'Limited to {max} per person; you have bought {bought}' },
  bundlingMinBuy: { 'zh-cn': '该商品限制购买不能少于{min}件', 'en-us': 'At least {min} pieces must be bought' },
  bundlingPosterParam: { 'zh-cn': '海报参数错误', 'en-us': 'Invalid poster parameters' },
  bundlingPosterHint: { 'zh-cn': '长按识别二维码，组合购买', 'en-us': 'Scan to get the combo' },
  bundlingShopNotExist: { 'zh-cn': '店铺不存在', 'en-us': 'The shop does not exist' },
  bundlingSkuInvalid: {
    'zh-cn': '商品规格{sku_id}不存在或不属于该店铺',
    'en-us': 'SKU {sku_id} does not exist or is not of this shop',
  },
  bundlingSkuCount: { 'zh-cn': '组合套餐需要{min}到{max}个不同的商品规格', 'en-us': 'A combo takes {min} to {max} different SKUs' },
  bundlingPrice: {
    'zh-cn': '套餐价必须大于0且不高于商品原价之和{money}元',
    'en-us': 'The combo price must be above 0 and at most the goods total of {money}',
  },
});
