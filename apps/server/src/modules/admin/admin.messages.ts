import { defineMessages } from '../../infra/http/messages';

export const adminMessages = defineMessages({
  adminDisabled: {
    'zh-cn': '运营接口未启用：请先配置 ADMIN_API_KEY',
    'en-us': 'The operator API is disabled: set ADMIN_API_KEY first',
  },
  adminKeyError: { 'zh-cn': '运营密钥错误', 'en-us': 'Wrong operator key' },
});
