import { defineMessages } from '../../infra/http/messages';

// Messages of the goods list, search, brands and category filters (keys prefixed with the module name).
export const goodsListMessages = defineMessages({
  'goods.priceRange': { 'zh-cn': '最低价不能高于最高价', 'en-us': 'The minimum price cannot be above the maximum price' },
  'goods.categoryNotExist': { 'zh-cn': '商品分类不存在', 'en-us': 'The category does not exist' },
});
