import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PromotionGoodsRow } from '../../../shared/ui/PromotionGoodsRow';
import type { GoodsWholesale } from '../model/goodsPromotion';

/** Goods detail: a 批发 row with the lowest tier price, leading to the wholesale detail. */
export function GoodsWholesaleRow({ wholesale }: { wholesale: GoodsWholesale }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <PromotionGoodsRow
      tag={t('wholesale.goodsRow')}
      text={wholesale.price ? t('wholesale.goodsRowTip', { price: wholesale.price }) : ''}
      onClick={() => go('wholesaleDetail', { goods_id: wholesale.goodsId })}
      testId="goods-wholesale-row"
    />
  );
}

export default GoodsWholesaleRow;
