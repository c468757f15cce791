import type { WholesaleGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import { PromotionGoodsCard, PromotionGoodsMeta } from '../../../shared/ui/PromotionGoodsCard';
import s from './Wholesale.module.css';

/** One wholesale goods: image, name, its price range (lowest – highest tier) and N件起批. */
export function WholesaleCard({ item, onOpen }: { item: WholesaleGoodsItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const range = item.min_price !== item.max_price;
  return (
    <PromotionGoodsCard
      testId="wholesale-goods"
      image={item.sku_image || item.goods_image}
      alt={item.goods_name}
      name={item.goods_name}
      meta={<PromotionGoodsMeta tag={t('wholesale.minNum', { count: item.min_num })} tagTestId="wholesale-goods-min" />}
      prices={
        <>
          <Price value={item.min_price} size="md" />
          {range && (
            <>
              <span className={s.dash}>-</span>
              <Price value={item.max_price} size="md" />
            </>
          )}
        </>
      }
      pricesTestId="wholesale-goods-price"
      action={{ text: t('wholesale.buyNow') }}
      onOpen={onOpen}
    />
  );
}
