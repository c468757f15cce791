import { usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { fullUrl } from '../../../shared/lib/image';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { safeVideoUrl } from '../model/extras';
import s from './PreviewVideoPage.module.css';

/** Plays a goods video full width (`?video_url=` an uploaded path or an http(s) URL). */
export default function PreviewVideoPage() {
  const { t } = useTranslation();
  const url = safeVideoUrl(usePageParams('previewVideo').video_url);
  if (!url) return <EmptyState showHome />;
  return (
    <div className={s.page}>
      <video
        className={s.video}
        src={fullUrl(url)}
        controls
        autoPlay
        playsInline
        preload="metadata"
        aria-label={t('detail.video')}
        data-testid="preview-video"
      />
    </div>
  );
}
