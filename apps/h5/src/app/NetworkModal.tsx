import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';

/**
 * Network loss (window 'offline') opens a modal: 网络失去链接 / 请检查网络链接; 'online' closes it.
 * Plain markup instead of antd-mobile's Dialog: it must render while offline (no chunk to fetch) and it
 * sits on every first screen.
 */
export function NetworkModal() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const down = () => setOffline(true);
    const up = () => setOffline(false);
    window.addEventListener('offline', down);
    window.addEventListener('online', up);
    return () => {
      window.removeEventListener('offline', down);
      window.removeEventListener('online', up);
    };
  }, []);
  useEffect(() => {
    if (offline) button.current?.focus();
  }, [offline]);
  if (!offline) return null;
  return (
    <div className="m-modal-mask">
      <div className="m-modal" role="alertdialog" aria-modal="true" aria-labelledby="m-network-title" aria-describedby="m-network-text">
        <h2 id="m-network-title" className="m-modal__title">
          {t('common.networkTitle')}
        </h2>
        <p id="m-network-text" className="m-modal__content">
          {t('common.networkContent')}
        </p>
        <div className="m-modal__footer">
          <button ref={button} type="button" className="m-modal__button" onClick={() => setOffline(false)}>
            {t('common.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
