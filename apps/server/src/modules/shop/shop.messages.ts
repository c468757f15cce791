import { defineMessages } from '../../infra/http/messages';

// Keys are prefixed with the module name: the message registry is shared by all modules.
export const shopMessages = defineMessages({
  'shop.notExist': { 'zh-cn': '店铺不存在', 'en-us': 'The shop does not exist' },
});
