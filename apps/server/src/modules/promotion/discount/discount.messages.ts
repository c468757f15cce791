import { defineMessages } from '../../../infra/http/messages';

/** Limited-time discount texts (`/admin/api/discount/*`). */
export const discountMessages = defineMessages({
  discountNotExist: { 'zh-cn': '限时折扣活动不存在', 'en-us': 'The limited-time discount does not exist' },
  discountClosed: { 'zh-cn': '限时折扣活动已关闭', 'en-us': 'The limited-time discount is closed' },
  discountTime: { 'zh-cn': '活动结束时间必须晚于开始时间', 'en-us': 'The discount must end after it starts' },
  discountShopNotExist: { 'zh-cn': '店铺不存在', 'en-us': 'The shop does not exist' },
  discountSkuInvalid: {
    'zh-cn': '商品规格{sku_id}不存在或不属于该店铺',
    'en-us': 'SKU {sku_id} does not exist or is not of this shop',
  },
  discountSkuTwice: { 'zh-cn': '商品规格{sku_id}重复', 'en-us': 'SKU {sku_id} is listed twice' },
  discountPriceInvalid: {
    'zh-cn': '商品规格{sku_id}的折扣价必须大于0且不高于原价{price}元',
    'en-us': 'The discount price of SKU {sku_id} must be above 0 and at most its price {price}',
  },
  discountOverlap: {
    'zh-cn': '商品规格{sku_id}在该时间段已参加限时折扣“{name}”',
    'en-us': 'SKU {sku_id} is already in the limited-time discount "{name}" during this time',
  },
});
