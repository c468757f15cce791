/**
 * WeChat in-app browser support.
 *
 * Hook point for the social-login flow (spec §4 "Social login"; a later issue): after startup, when no
 * valid token exists and `isWeChat()` is true, the auth-code redirect / code exchange starts here.
 * For now only detection lives here; the request client uses it for `app_type`.
 */
export const isWeChat = (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean =>
  /MicroMessenger/i.test(ua);
