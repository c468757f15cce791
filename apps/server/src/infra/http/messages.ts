import type { Lang } from '@mall/contract';

/**
 * Server messages in both languages. Modules add their own keys with `defineMessages`
 * so every user-facing text lives in one typed table per module.
 */
export type MessageTable = Record<string, { 'zh-cn': string; 'en-us': string }>;

const registry: MessageTable = {};

export const defineMessages = <T extends MessageTable>(table: T): { [K in keyof T]: K } => {
  // One global table: a second module reusing a key would silently change the first one's text.
  for (const [key, texts] of Object.entries(table)) {
    const existing = registry[key];
    if (existing && (existing['zh-cn'] !== texts['zh-cn'] || existing['en-us'] !== texts['en-us'])) {
      throw new Error(`message key "${key}" is defined twice with different texts`);
    }
  }
  Object.assign(registry, table);
  return Object.fromEntries(Object.keys(table).map((k) => [k, k])) as { [K in keyof T]: K };
};

/** Formats `{name}` placeholders. Unknown keys are returned as is (already a text). */
export const translate = (key: string, lang: Lang, params?: Record<string, string | number>): string => {
  const entry = registry[key];
  let text = entry ? entry[lang] : key;
  if (params) for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
};

export const M = defineMessages({
  success: { 'zh-cn': '操作成功', 'en-us': 'Success' },
  notFound: { 'zh-cn': '接口不存在', 'en-us': 'No such API' },
  serverError: { 'zh-cn': '系统繁忙，请稍后再试', 'en-us': 'The system is busy, please try again later' },
  badRequest: { 'zh-cn': '请求格式错误', 'en-us': 'Malformed request' },
  serviceUnavailable: { 'zh-cn': '服务暂时不可用，请稍后再试', 'en-us': 'The service is briefly unavailable, please try again' },
  tokenMissing: { 'zh-cn': '请先登录', 'en-us': 'Please log in first' },
  tokenError: { 'zh-cn': '登录信息无效，请重新登录', 'en-us': 'Invalid login, please log in again' },
  tokenExpire: { 'zh-cn': '登录已过期，请重新登录', 'en-us': 'Login expired, please log in again' },
  paramRequired: { 'zh-cn': '缺少参数{field}', 'en-us': 'Missing parameter {field}' },
  paramInvalid: { 'zh-cn': '参数{field}格式错误', 'en-us': 'Parameter {field} is invalid' },
  paramTooSmall: { 'zh-cn': '参数{field}不能小于{min}', 'en-us': 'Parameter {field} must be at least {min}' },
  paramTooBig: { 'zh-cn': '参数{field}不能大于{max}', 'en-us': 'Parameter {field} must be at most {max}' },
  paramNotInteger: { 'zh-cn': '参数{field}必须是整数', 'en-us': 'Parameter {field} must be an integer' },
  paramTooLong: { 'zh-cn': '参数{field}长度不能超过{max}', 'en-us': 'Parameter {field} must be at most {max} characters' },
  paramTooShort: { 'zh-cn': '参数{field}长度不能少于{min}', 'en-us': 'Parameter {field} must be at least {min} characters' },
  paramBadText: { 'zh-cn': '参数{field}含有无效字符', 'en-us': 'Parameter {field} contains an invalid character' },
});

export type MessageKey = string;
