import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PromotionGoodsRow } from '../../../shared/ui/PromotionGoodsRow';
import type { GoodsGroupbuy } from '../model/goodsPromotion';

/** Goods detail: a 团购 row with the groupbuy price, leading to the groupbuy detail. */
export function GoodsGroupbuyRow({ groupbuy }: { groupbuy: GoodsGroupbuy }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <PromotionGoodsRow
      tag={t('detail.groupbuy')}
      text={groupbuy.price ? t('detail.groupbuyTip', { price: groupbuy.price }) : ''}
      onClick={() => go('groupbuyDetail', { groupbuy_id: groupbuy.id })}
      testId="goods-groupbuy-row"
    />
  );
}

export default GoodsGroupbuyRow;
