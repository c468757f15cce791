import { useEffect, useState } from 'react';
import { isLang, loadNamespace } from '../../i18n';
import { useTranslation } from '../../i18n/react';

/**
 * Whether a message namespace is loaded (`probeKey` is one of its keys): the home screen starts with the core
 * messages only, so a DIY block of a lazily loaded feature loads its texts before it shows anything.
 */
export function useNamespaceTexts(ns: string, probeKey: string): boolean {
  const { i18n } = useTranslation();
  const [textsReady, setTextsReady] = useState(() => i18n.exists(probeKey));
  useEffect(() => {
    if (textsReady || !isLang(i18n.language)) return;
    let live = true;
    void loadNamespace(i18n.language, ns).then(
      () => live && setTextsReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [textsReady, i18n, i18n.language, ns]);
  return textsReady;
}
