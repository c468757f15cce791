import { defineMessages } from '../../infra/http/messages';

// Keys are prefixed with the module name: the message registry is shared by all modules.
export const goodsMessages = defineMessages({
  'goods.notExist': { 'zh-cn': '商品不存在', 'en-us': 'The goods does not exist' },
  'goods.offShelf': { 'zh-cn': '商品已下架', 'en-us': 'The goods is no longer on sale' },
  'goods.shopClosed': { 'zh-cn': '店铺已关闭，商品暂停销售', 'en-us': 'The shop is closed; its goods are not on sale' },
});
