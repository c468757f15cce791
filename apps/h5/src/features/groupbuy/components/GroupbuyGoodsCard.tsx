import type { GroupbuyGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import { PromotionGoodsCard, PromotionGoodsMeta } from '../../../shared/ui/PromotionGoodsCard';
import type { GroupbuyState } from '../model/groupbuy';

/** One groupbuy: image, name, 起购 N 件 and what is sold, the groupbuy price over the struck original, its button. */
export function GroupbuyGoodsCard({ item, state, onOpen }: { item: GroupbuyGoodsItem; state: GroupbuyState; onOpen: () => void }) {
  const { t } = useTranslation();
  const soldOut = item.stock <= 0;
  const label = state === 'running' ? (soldOut ? t('groupbuy.soldOut') : t('groupbuy.buyNow')) : t(`groupbuy.${state}`);
  return (
    <PromotionGoodsCard
      testId="groupbuy-goods"
      image={item.sku_image || item.goods_image}
      alt={item.goods_name}
      name={item.goods_name}
      nameTestId="groupbuy-goods-name"
      meta={
        <PromotionGoodsMeta
          tag={t('groupbuy.minBuy', { count: item.buy_num })}
          tagTestId="groupbuy-goods-min"
          note={t('groupbuy.soldCount', { count: item.sell_num })}
        />
      }
      prices={
        <>
          <Price value={item.groupbuy_price} size="md" />
          <Price value={item.price} size="sm" del />
        </>
      }
      action={{
        text: label,
        off: state !== 'running' || soldOut,
        testId: 'groupbuy-goods-btn',
        state: soldOut && state === 'running' ? 'soldOut' : state,
      }}
      onOpen={onOpen}
    />
  );
}
