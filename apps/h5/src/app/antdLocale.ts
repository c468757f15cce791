import type { Lang } from '@mall/contract';
import { useAppState } from '../shared/state/app';

/**
 * antd-mobile's own texts (dialog buttons, pickers, empty states) follow the app's language through its
 * default config instead of a ConfigProvider around the app: its default is already zh-CN, so a zh-cn first
 * screen loads none of it; en-us loads antd-mobile's English texts before the first render and on a switch.
 */
export const applyAntdLocale = async (lang: Lang): Promise<void> => {
  const [{ setDefaultConfig }, locale] = await Promise.all([
    import('antd-mobile/es/components/config-provider'),
    lang === 'en-us' ? import('antd-mobile/es/locales/en-US') : import('antd-mobile/es/locales/zh-CN'),
  ]);
  setDefaultConfig({ locale: locale.default });
};

/** Keeps antd-mobile's texts in the app's language; resolves once the stored language's are in place. */
export const followLanguageInAntd = (): Promise<void> => {
  useAppState.subscribe((s, prev) => {
    if (s.lang !== prev.lang) void applyAntdLocale(s.lang).catch(() => undefined);
  });
  const { lang } = useAppState.getState();
  return lang === 'zh-cn' ? Promise.resolve() : applyAntdLocale(lang).catch(() => undefined);
};
