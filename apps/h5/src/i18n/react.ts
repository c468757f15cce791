import { useMemo, useSyncExternalStore } from 'react';
import i18n from './index';
import type { TFunction, Translator } from './runtime';

/**
 * `const { t } = useTranslation()`: the component re-renders when the language changes or messages
 * arrive (a lazily loaded namespace), and `t` changes identity then, so memoised texts recompute.
 */
export const useTranslation = (): { t: TFunction; i18n: Translator } => {
  const version = useSyncExternalStore(i18n.subscribe, () => i18n.version, () => i18n.version);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the reason to hand out a new `t`.
  const t = useMemo<TFunction>(() => (key, params) => i18n.t(key, params), [version]);
  return { t, i18n };
};
