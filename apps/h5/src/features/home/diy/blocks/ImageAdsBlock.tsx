import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ImageAdsBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { useDiyLink } from '../useDiyLink';
import Thumb from '../../components/Thumb';
import s from './blocks.module.css';

/** Banner carousel (autoplay, loop when there is more than one image). */
export default function ImageAdsBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const open = useDiyLink();
  const list = ((block as ImageAdsBlockData).list ?? []).filter((i) => i && typeof i.imageUrl === 'string' && i.imageUrl);
  if (list.length === 0) return null;
  const many = list.length > 1;
  return (
    <div className={s.banner}>
      <Swiper
        autoplay={many}
        loop={many}
        autoplayInterval={4000}
        indicator={many ? undefined : false}
        indicatorProps={{ className: s.bannerDots }}
      >
        {list.map((item, i) => (
          <Swiper.Item key={`${item.imageUrl}-${i}`}>
            <button type="button" className={s.bannerItem} onClick={() => open(item.link)}>
              <Thumb path={item.imageUrl} alt={t('home.banner', { n: i + 1 })} loading={i === 0 ? 'eager' : 'lazy'} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
