import { defineMessages } from '../../infra/http/messages';

export const membersigninMessages = defineMessages({
  signedIn: { 'zh-cn': '今天已签到', 'en-us': 'You have already signed in today' },
  signinClosed: { 'zh-cn': '签到活动未开启', 'en-us': 'Daily sign-in is not available' },
  signedRecord: { 'zh-cn': '已签到', 'en-us': 'Signed in' },
  signinRewardName: { 'zh-cn': '签到奖励', 'en-us': 'Sign-in reward' },
});
