import { defineMessages } from '../../infra/http/messages';

export const memberconsumeMessages = defineMessages({
  consumeTypeName: { 'zh-cn': '消费奖励', 'en-us': 'Purchase reward' },
  manjianGiftTypeName: { 'zh-cn': '满减送', 'en-us': 'Spend-and-get gift' },
});
