import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { BACK_TO_TOP_AFTER } from '@mall/contract';

export interface BackToTopProps {
  /** Scroll distance (px) after which the button shows; spec: 1000. */
  threshold?: number;
}

/** Floating button that scrolls the window back to the top; appears after 1000 px of scrolling. */
export function BackToTop({ threshold = BACK_TO_TOP_AFTER }: BackToTopProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setShown(window.scrollY > threshold);
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="m-backtop"
      aria-label={t('common.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M5 4h14M12 20V8M6.5 13.5 12 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export default BackToTop;
