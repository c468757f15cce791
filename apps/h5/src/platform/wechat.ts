/**
 * WeChat in-app browser detection (the request client uses it for `app_type`). The pure decisions of the
 * social-login flow are in ./wechatAuth.ts, with the flow's own chunk (features/login/wechat.ts), off the
 * start-up.
 */
export const isWeChat = (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean => /MicroMessenger/i.test(ua);
