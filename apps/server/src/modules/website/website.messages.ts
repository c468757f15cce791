import { defineMessages } from '../../infra/http/messages';

export const websiteMessages = defineMessages({
  'website.notExist': { 'zh-cn': '城市分站不存在', 'en-us': 'The city site does not exist' },
});
