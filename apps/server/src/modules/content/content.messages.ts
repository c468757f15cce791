import { defineMessages } from '../../infra/http/messages';

// Keys are prefixed with the module name: the message registry is shared by all modules.
export const CM = defineMessages({
  'content.diyIdOrName': { 'zh-cn': '缺少参数id或name', 'en-us': 'Missing parameter id or name' },
});
