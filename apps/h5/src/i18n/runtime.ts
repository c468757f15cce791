/**
 * The app's translator: nested message objects per language, `t('ns.key', {name})` with `{{name}}`
 * interpolation, plural forms picked by a numeric `count` (`key_one`, `key_other`… by the language's
 * plural rules, else `key`), fallback to the default language and then to the key itself. About 1 kB where
 * a general i18n framework costs ~18 kB gzip on the first screen (amounts arrive formatted from the server).
 */
export type Messages = { [key: string]: string | Messages };
export type TParams = Record<string, unknown>;
export type TFunction = (key: string, params?: TParams) => string;

const lookup = (messages: Messages | undefined, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const interpolate = (text: string, params?: TParams): string =>
  params ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;

/** Deep merge of `add` into `into` (later messages win). */
const merge = (into: Messages, add: Messages): Messages => {
  for (const [k, v] of Object.entries(add)) {
    const cur = into[k];
    into[k] = typeof v === 'object' && typeof cur === 'object' ? merge({ ...cur }, v) : v;
  }
  return into;
};

export class Translator {
  private messages: Record<string, Messages> = {};
  private listeners = new Set<() => void>();
  /** Bumped on every change, so React can subscribe to it. */
  version = 0;

  constructor(
    public language: string,
    private readonly fallback: string,
  ) {}

  /** Adds (merges) messages of a language. */
  addMessages(lang: string, messages: Messages): void {
    this.messages[lang] = merge({ ...(this.messages[lang] ?? {}) }, messages);
    this.bump();
  }

  exists(key: string, lang = this.language): boolean {
    return this.find(lang, key, 1) !== undefined;
  }

  private plurals = new Map<string, Intl.PluralRules>();

  /** `key_one` / `key_other`… for a count, then `key`, in one language. */
  private find(lang: string, key: string, count: unknown): string | undefined {
    const messages = this.messages[lang];
    if (typeof count === 'number' && Number.isFinite(count)) {
      let rules = this.plurals.get(lang);
      if (!rules) {
        rules = new Intl.PluralRules(lang);
        this.plurals.set(lang, rules);
      }
      const text = lookup(messages, `${key}_${rules.select(count)}`) ?? lookup(messages, `${key}_other`);
      if (text !== undefined) return text;
    }
    return lookup(messages, key);
  }

  /** A translate function pinned to one language (tests, and texts needed in a given language). */
  fixed(lang: string): TFunction {
    return (key, params) => {
      const text = this.find(lang, key, params?.count) ?? this.find(this.fallback, key, params?.count) ?? key;
      return interpolate(text, params);
    };
  }

  t: TFunction = (key, params) => this.fixed(this.language)(key, params);

  changeLanguage(lang: string): void {
    if (lang === this.language) return;
    this.language = lang;
    this.bump();
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private bump() {
    this.version += 1;
    for (const fn of this.listeners) fn();
  }
}
