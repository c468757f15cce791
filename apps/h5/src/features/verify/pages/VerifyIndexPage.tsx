import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Scanner } from '../components/Scanner';
import s from '../components/verify.module.css';
import { verifyDetailUrl } from '../links';
import { barcodeDetector, typedCode } from '../scan';
import { checkVerifier, verifyKeys } from '../verify.api';

const ScanIcon = () => (
  <svg className={s.tileIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16" />
  </svg>
);
const ListIcon = () => (
  <svg className={s.tileIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
  </svg>
);

/** 核销台: type a code (or scan it where the browser can), then open its detail to confirm; records. */
export default function VerifyIndexPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const check = useQuery({ queryKey: verifyKeys.check(), queryFn: ({ signal }) => checkVerifier(signal), retry: false });
  const canScan = barcodeDetector() !== null;
  const onCode = useCallback(
    (c: string) => {
      setScanning(false);
      go(verifyDetailUrl(c));
    },
    [go],
  );
  const onFail = useCallback(() => {
    setScanning(false);
    void toast(t('verify.scanFailed'));
  }, [t]);

  if (check.isPending) return <LoadingView />;
  if (check.isError) return <EmptyState text={t('verify.notVerifier')} showHome />;
  const submit = () => {
    const c = typedCode(code);
    if (!c) {
      void toast(t('verify.codeInvalid'));
      return;
    }
    go(verifyDetailUrl(c));
  };

  return (
    <div className="m-screen m-screen--bar" data-testid="verify-index-page">
      <div className={s.hero}>
        <p className={s.heroTitle}>{t('verify.titleIndex')}</p>
        <form
          className={s.inputRow}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <input
            className={s.input}
            value={code}
            maxLength={40}
            inputMode="text"
            autoComplete="off"
            aria-label={t('verify.inputLabel')}
            placeholder={t('verify.inputPlaceholder')}
            onChange={(e) => setCode(e.target.value)}
            data-testid="verify-code-input"
          />
          <button type="submit" className={s.go} data-testid="verify-code-submit">
            {t('verify.submit')}
          </button>
        </form>
      </div>
      <div className={s.tiles}>
        <button type="button" className={s.tile} disabled={!canScan} onClick={() => setScanning(true)} data-testid="verify-scan">
          <ScanIcon />
          {t('verify.scan')}
        </button>
        <button type="button" className={s.tile} onClick={() => go('verifyList')} data-testid="verify-records">
          <ListIcon />
          {t('verify.records')}
        </button>
      </div>
      {!canScan && <p className={s.note}>{t('verify.scanUnsupported')}</p>}
      {scanning && <Scanner onCode={onCode} onFail={onFail} onClose={() => setScanning(false)} />}
    </div>
  );
}
