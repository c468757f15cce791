import { LANGS, type Lang } from '@mall/contract';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fields that are never operator texts: what a block is, its pictures, routes and colours. */
const NOT_TEXT = /^(id|controller|addon_name|sources|sortWay|selectedTemplate|url|wap_url|img|bgImg|iconClass)$|(Url|Path|Color)$/;

/**
 * Operator texts of a DIY value (and of the bottom navigation and member-centre menu) in one language.
 * Any object may carry translations under a language key, as agreements do:
 * `{title: '推荐商品', 'en-us': {title: 'Recommended'}}`. The object's text fields are replaced by the
 * requested language's (texts only: pictures, links and ids stay the operator's), and every language key
 * is dropped, so a value reaches the client in Niushop's plain editor schema.
 *
 * The server resolves rather than the client because Niushop's uni-app client renders `value` as it comes
 * (it knows no translation keys), and so that every client gets one language and the smaller answer.
 */
export const resolveLang = <T>(value: T, lang: Lang): T => {
  if (Array.isArray(value)) return value.map((v) => resolveLang(v, lang)) as T;
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if ((LANGS as readonly string[]).includes(k)) continue;
    out[k] = resolveLang(v, lang);
  }
  const own = value[lang];
  if (isRecord(own)) {
    for (const [k, v] of Object.entries(own)) {
      // Only a text replaces a text: a translation never adds fields or changes a link.
      if (typeof v === 'string' && v.trim() && typeof out[k] === 'string' && !NOT_TEXT.test(k)) out[k] = v;
    }
  }
  return out as T;
};
