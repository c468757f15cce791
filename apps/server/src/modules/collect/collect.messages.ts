import { defineMessages } from '../../infra/http/messages';

export const collectMessages = defineMessages({
  'collect.goodsNotExist': { 'zh-cn': '商品不存在', 'en-us': 'The goods does not exist' },
});
