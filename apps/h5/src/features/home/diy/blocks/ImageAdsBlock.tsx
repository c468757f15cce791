import { useTranslation } from '../../../../i18n/react';
import type { ImageAdsBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { useDiyLink } from '../useDiyLink';
import { Carousel } from '../../../../shared/ui/Carousel';
import { Img } from '../../../../shared/ui/Img';
import s from './blocks.module.css';

/** Banner carousel: autoplay every 4 s, back to the first image after the last; dots with more than one image. */
export default function ImageAdsBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const open = useDiyLink();
  const list = ((block as ImageAdsBlockData).list ?? []).filter((i) => i && typeof i.imageUrl === 'string' && i.imageUrl);
  if (list.length === 0) return null;
  return (
    <div className={s.banner}>
      <Carousel
        items={list}
        itemKey={(item, i) => `${item.imageUrl}-${i}`}
        autoplay={4000}
        dotsClassName={s.bannerDots}
        data-testid="home-banner"
        renderItem={(item, i) => (
          <button type="button" className={s.bannerItem} onClick={() => open(item.link)}>
            <Img path={item.imageUrl} alt={t('home.banner', { n: i + 1 })} loading={i === 0 ? 'eager' : 'lazy'} />
          </button>
        )}
      />
    </div>
  );
}
