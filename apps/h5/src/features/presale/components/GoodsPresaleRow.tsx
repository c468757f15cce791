import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PromotionGoodsRow } from '../../../shared/ui/PromotionGoodsRow';
import type { GoodsPresale } from '../model/goodsPromotion';

/** Goods detail: a 预售 row with the presale price, leading to the presale detail. */
export function GoodsPresaleRow({ presale }: { presale: GoodsPresale }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <PromotionGoodsRow
      tag={t('detail.presale')}
      text={presale.price ? t('detail.presaleTipPrice', { price: presale.price }) : ''}
      onClick={() => go('presaleDetail', { id: presale.id })}
      testId="goods-presale-row"
    />
  );
}

export default GoodsPresaleRow;
