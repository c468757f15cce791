import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { barcodeDetector, codeFromScan } from '../scan';
import s from './verify.module.css';

/** Camera view that reads a QR code with BarcodeDetector and reports the first verification code found. */
export function Scanner({ onCode, onFail, onClose }: { onCode: (code: string) => void; onFail: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Ctor = barcodeDetector();
    if (!Ctor) {
      onFail();
      return;
    }
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new Ctor({ formats: ['qr_code', 'code_128', 'ean_13'] });
    const tick = async () => {
      if (stopped || !video.current) return;
      try {
        const found = await detector.detect(video.current);
        for (const f of found) {
          const code = codeFromScan(f.rawValue);
          if (code) {
            onCode(code);
            return;
          }
        }
      } catch {
        // the frame was not ready; try the next one
      }
      timer = setTimeout(() => void tick(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s2) => {
        stream = s2;
        if (stopped || !video.current) return;
        video.current.srcObject = s2;
        await video.current.play();
        void tick();
      })
      .catch(() => onFail());
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [onCode, onFail]);
  return (
    <div className={s.scanner} data-testid="verify-scanner">
      <video ref={video} className={s.video} muted playsInline />
      <div className={s.frame} />
      <p className={s.scanTip}>{t('verify.scanTip')}</p>
      <button type="button" className={s.scanClose} onClick={onClose}>
        {t('verify.scanClose')}
      </button>
    </div>
  );
}
