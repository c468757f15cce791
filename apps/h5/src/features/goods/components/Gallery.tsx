import { useTranslation } from '../../../i18n/react';
import { img } from '../../../shared/lib/image';
import { Carousel } from '../../../shared/ui/Carousel';
import { Img } from '../../../shared/ui/Img';
import s from './Gallery.module.css';
import { showImages } from '../../../shared/lib/imageViewer';

export interface GalleryProps {
  images: string[];
  alt: string;
  /** When the goods has a video: a 视频 / 图片 switch; 视频 calls `onPlayVideo`. */
  hasVideo?: boolean;
  onPlayVideo?: () => void;
}

/** Square image carousel with a "2/5" index; tapping an image opens the full-screen viewer. */
export function Gallery({ images, alt, hasVideo = false, onPlayVideo }: GalleryProps) {
  const { t } = useTranslation();
  const list = images.length > 0 ? images : [''];
  return (
    <div className={s.gallery} data-testid="goods-gallery">
      <Carousel
        items={list}
        itemKey={(path, i) => `${path}-${i}`}
        indicator={(current, total) => (
          <span className={s.index} aria-hidden="true">
            {t('goods.detail.imageIndex', { current: current + 1, total })}
          </span>
        )}
        renderItem={(path, i) => (
          <button
            type="button"
            className={s.item}
            onClick={() => {
              if (path) showImages(images.map((p) => img(p)), i);
            }}
          >
            <Img path={path} size="big" alt={alt} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
          </button>
        )}
      />
      {hasVideo && (
        <>
          <button type="button" className={s.play} onClick={onPlayVideo} aria-label={t('detail.playVideo')} data-testid="gallery-play">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </button>
          <div className={s.switch} role="group">
            <button type="button" className={s.switchItem} onClick={onPlayVideo} data-testid="gallery-video">
              {t('detail.video')}
            </button>
            <span className={`${s.switchItem} ${s.switchOn}`} aria-current="true">
              {t('detail.image')}
            </span>
          </div>
        </>
      )}
    </div>
  );
}

export default Gallery;
