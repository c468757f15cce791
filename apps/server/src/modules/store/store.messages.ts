import { defineMessages } from '../../infra/http/messages';

export const storeMessages = defineMessages({
  'store.notExist': { 'zh-cn': '门店不存在', 'en-us': 'The store does not exist' },
});
