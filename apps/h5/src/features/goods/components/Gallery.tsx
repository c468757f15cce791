import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { img } from '../../../shared/lib/image';
import { Carousel } from '../../../shared/ui/Carousel';
import { Img } from '../../../shared/ui/Img';
import s from './Gallery.module.css';

/** Square image carousel with a "2/5" index; tapping an image opens the full-screen viewer. */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
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
              if (path) ImageViewer.Multi.show({ images: images.map((p) => img(p)), defaultIndex: i });
            }}
          >
            <Img path={path} size="big" alt={alt} loading={i === 0 ? 'eager' : 'lazy'} />
          </button>
        )}
      />
    </div>
  );
}

export default Gallery;
