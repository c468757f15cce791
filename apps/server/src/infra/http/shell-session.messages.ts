import { defineMessages } from './messages';

/** Texts of the H5 shell's token cookie (shell-session.ts). */
export const shellSessionMessages = defineMessages({
  shellSessionCrossSite: { 'zh-cn': '不接受来自其他网站的请求', 'en-us': 'Requests from other sites are not accepted' },
});
