import { ImageViewer, Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { img } from '../../../shared/lib/image';
import Thumb from './Thumb';
import s from './Gallery.module.css';

/** Square image carousel with a "2/5" index; tapping an image opens the full-screen viewer. */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useTranslation();
  const list = images.length > 0 ? images : [''];
  return (
    <div className={s.gallery} data-testid="goods-gallery">
      <Swiper
        loop={list.length > 1}
        indicator={(total, current) =>
          total > 1 ? <span className={s.index}>{t('goods.detail.imageIndex', { current: current + 1, total })}</span> : null
        }
      >
        {list.map((path, i) => (
          <Swiper.Item key={`${path}-${i}`}>
            <button
              type="button"
              className={s.item}
              onClick={() => {
                if (path) ImageViewer.Multi.show({ images: images.map((p) => img(p)), defaultIndex: i });
              }}
            >
              <Thumb path={path} size="big" alt={alt} loading={i === 0 ? 'eager' : 'lazy'} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}

export default Gallery;
