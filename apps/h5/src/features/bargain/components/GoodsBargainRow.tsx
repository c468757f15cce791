import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PromotionGoodsRow } from '../../../shared/ui/PromotionGoodsRow';
import type { GoodsBargain } from '../model/goodsPromotion';

/** Goods detail: a 砍价 row with the floor price, leading to the bargain detail. */
export function GoodsBargainRow({ bargain }: { bargain: GoodsBargain }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <PromotionGoodsRow
      tag={t('detail.bargain')}
      text={bargain.price ? t('detail.bargainTip', { price: bargain.price }) : ''}
      onClick={() => go('bargainDetail', { bargain_id: bargain.id })}
      testId="goods-bargain-row"
    />
  );
}

export default GoodsBargainRow;
