import type { BargainGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import { PromotionGoodsCard, PromotionGoodsMeta } from '../../../shared/ui/PromotionGoodsCard';
import type { BargainState } from '../model/bargain';
import s from './BargainGoodsCard.module.css';

/** One bargain: image, name, helpers needed and launches so far, the floor price over the struck price, its button. */
export function BargainGoodsCard({ item, state, onOpen }: { item: BargainGoodsItem; state: BargainState; onOpen: () => void }) {
  const { t } = useTranslation();
  const soldOut = item.bargain_stock <= 0;
  const label = state === 'running' ? (soldOut ? t('bargain.soldOut') : t('bargain.launch')) : t(`bargain.${state}`);
  return (
    <PromotionGoodsCard
      testId="bargain-goods"
      image={item.sku_image || item.goods_image}
      alt={item.goods_name}
      name={item.goods_name}
      nameTestId="bargain-goods-name"
      meta={
        <PromotionGoodsMeta
          tag={t('bargain.needNum', { count: item.bargain_num })}
          note={t('bargain.launched', { count: item.sale_num })}
        />
      }
      prices={
        <>
          <span className={s.floorTag}>{t('bargain.lowest')}</span>
          <Price value={item.floor_price} size="md" />
          <Price value={item.price} size="sm" del />
        </>
      }
      action={{ text: label, off: state !== 'running' || soldOut, testId: 'bargain-goods-btn' }}
      onOpen={onOpen}
    />
  );
}
