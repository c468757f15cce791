import { defineMessages } from '../../infra/http/messages';

// Keys are prefixed with the module name: the message registry is shared by all modules.
export const contentMessages = defineMessages({
  'content.diyIdOrName': { 'zh-cn': '缺少参数id或name', 'en-us': 'Missing parameter id or name' },
  'content.shopNotExist': { 'zh-cn': '店铺不存在', 'en-us': 'The shop does not exist' },
  'content.helpNotExist': { 'zh-cn': '帮助文章不存在', 'en-us': 'The help article does not exist' },
  'content.noticeNotExist': { 'zh-cn': '公告不存在', 'en-us': 'The notice does not exist' },
  'content.noteNotExist': { 'zh-cn': '笔记不存在', 'en-us': 'The note does not exist' },
});
