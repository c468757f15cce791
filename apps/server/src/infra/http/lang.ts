import type { Lang } from '@mall/contract';

/** Picks the reply language: `lang` param, then Accept-Language, else zh-cn. */
export const pickLang = (param: unknown, acceptLanguage: string | undefined): Lang => {
  const p = typeof param === 'string' ? param.toLowerCase() : '';
  if (p === 'en-us' || p === 'en') return 'en-us';
  if (p === 'zh-cn' || p === 'zh') return 'zh-cn';
  const header = (acceptLanguage ?? '').toLowerCase().trim();
  return header.startsWith('en') ? 'en-us' : 'zh-cn';
};
