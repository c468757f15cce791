import { DEFAULT_LANG, LANGS, type Lang } from '@mall/contract';
import { storage, StorageKey } from '../shared/lib/storage';
import { Translator, type Messages } from './runtime';

/**
 * Every `./<lang>/<namespace>.ts` file is merged under its file name:
 * `zh-cn/goods.ts` → `t('goods.addToCart')`. Adding a file needs no edit here.
 * The first screen (home) ships with the core of the default language bundled (common, titles, home); every
 * other namespace and language loads on demand, and pages other than home wait for it
 * (see `loadLanguage` in the page loader), so the home screen stays light.
 */

/** The app's one translator (see runtime.ts); components use `useTranslation` from ./react. */
const i18n = new Translator(DEFAULT_LANG, DEFAULT_LANG);
type MessageModule = { default: Messages };
const bundled = import.meta.glob<MessageModule>('./zh-cn/{common,titles,home}.ts', { eager: true });
/** Each language's on-demand messages, one module per language (bundles/<lang>.ts): one loader each here. */
const bundles = import.meta.glob<{ default: Record<string, MessageModule> }>('./bundles/*.ts');
/**
 * Namespaces a block of home loads alone (loadNamespace), without the rest of the language: the coupon strip's,
 * the promotion blocks' (`promoblock`), and `goods` for 猜你喜欢 below the first screen.
 */
const single = import.meta.glob<MessageModule>('./zh-cn/{coupon,goods,promoblock}.ts');

export const buildResources = (modules: Record<string, MessageModule>): Record<string, { translation: Record<string, Messages> }> => {
  const resources: Record<string, { translation: Record<string, Messages> }> = {};
  for (const [file, mod] of Object.entries(modules)) {
    const m = /^\.\.?\/([^/]+)\/([^/]+)\.ts$/.exec(file);
    if (!m || m[2].endsWith('.test')) continue;
    const [, lang, ns] = m;
    (resources[lang] ??= { translation: {} }).translation[ns] = mod.default;
  }
  return resources;
};

export const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** Language from localStorage `lang`, else zh-cn. */
export const storedLang = (): Lang => {
  const v = storage.getString(StorageKey.lang);
  return isLang(v) ? v : DEFAULT_LANG;
};

/** `zh-cn` → `zh-CN` for <html lang> and Accept-Language. */
export const bcp47 = (lang: Lang): string => lang.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`);

const loading = new Map<Lang, Promise<void>>();

/** Makes all of a language's messages available (the bundled core is there from the start). */
export const loadLanguage = (lang: Lang): Promise<void> => {
  let p = loading.get(lang);
  if (!p) {
    const load = bundles[`./bundles/${lang}.ts`];
    const alone = Object.entries(single).filter(([file]) => file.startsWith(`./${lang}/`));
    p = Promise.all([
      load ? load().then((m) => m.default) : {},
      Promise.all(alone.map(async ([file, loadOne]) => [file, await loadOne()] as const)).then((mods) => Object.fromEntries(mods)),
    ]).then(
      ([bundle, ones]) => {
        const res = buildResources({ ...bundle, ...ones })[lang];
        if (res) i18n.addMessages(lang, res.translation);
      },
      (e: unknown) => {
        loading.delete(lang);
        throw e;
      },
    );
    loading.set(lang, p);
  }
  return p;
};

/**
 * Makes one namespace of a language available (a block on the first screen that needs a few texts of its
 * own, without loading every page's messages; other namespaces come with their whole language). Resolves at
 * once for bundled namespaces.
 */
export const loadNamespace = async (lang: Lang, ns: string): Promise<void> => {
  const file = `./${lang}/${ns}.ts`;
  if (bundled[file]) return;
  const load = single[file];
  if (!load) return loadLanguage(lang);
  const res = buildResources({ [file]: await load() })[lang];
  if (res) i18n.addMessages(lang, res.translation);
};

/** Loads the language if needed, then switches the translator and <html lang>. */
export const changeLanguage = async (lang: Lang): Promise<void> => {
  await loadLanguage(lang).catch(() => undefined);
  i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47(lang);
};

for (const [lang, res] of Object.entries(buildResources(bundled))) i18n.addMessages(lang, res.translation);

// The stored language from the start: the shell's first paint (drawn in both languages) follows <html lang>.
if (typeof document !== 'undefined') document.documentElement.lang = bcp47(storedLang());

/** Resolves once the stored language is ready (immediately for zh-cn); the app renders after it. */
export const i18nReady: Promise<void> = storedLang() === DEFAULT_LANG ? Promise.resolve() : changeLanguage(storedLang());

export default i18n;
