import type { PresaleGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import { PromotionGoodsCard, PromotionGoodsMeta } from '../../../shared/ui/PromotionGoodsCard';
import type { PresaleState } from '../model/presale';

/** One presale: image, name, the deposit and what is booked, the presale price over the struck original, its button. */
export function PresaleGoodsCard({ item, state, onOpen }: { item: PresaleGoodsItem; state: PresaleState; onOpen: () => void }) {
  const { t } = useTranslation();
  const soldOut = item.stock <= 0;
  const label = state === 'running' ? (soldOut ? t('presale.soldOut') : t('presale.bookNow')) : t(`presale.${state}`);
  return (
    <PromotionGoodsCard
      testId="presale-goods"
      image={item.sku_image || item.goods_image}
      alt={item.goods_name}
      name={item.goods_name}
      nameTestId="presale-goods-name"
      meta={
        <PromotionGoodsMeta
          tag={t('presale.depositMoney', { money: item.presale_deposit })}
          tagTestId="presale-goods-deposit"
          note={t('presale.soldCount', { count: item.sale_num })}
        />
      }
      prices={
        <>
          <Price value={item.presale_price} size="md" />
          <Price value={item.price} size="sm" del />
        </>
      }
      action={{ text: label, off: state !== 'running' || soldOut, testId: 'presale-goods-btn' }}
      onOpen={onOpen}
    />
  );
}
