import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PromotionGoodsRow } from '../../../shared/ui/PromotionGoodsRow';
import type { GoodsSeckill } from '../model/goodsPromotion';

/** Goods detail: a 秒杀 row with the seckill price, leading to the seckill detail. */
export function GoodsSeckillRow({ seckill }: { seckill: GoodsSeckill }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <PromotionGoodsRow
      tag={t('detail.seckill')}
      text={seckill.price ? t('detail.seckillTip', { price: seckill.price }) : ''}
      onClick={() => go('seckillDetail', { seckill_id: seckill.id })}
      testId="goods-seckill-row"
    />
  );
}

export default GoodsSeckillRow;
