import type { SeckillGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import { PromotionGoodsCard } from '../../../shared/ui/PromotionGoodsCard';
import { soldPercent, type SlotState } from '../model/seckill';
import s from './SeckillGoodsCard.module.css';

/** One seckill goods: image, name, progress of what is sold, seckill price over the struck original, the slot's button. */
export function SeckillGoodsCard({ item, state, onOpen }: { item: SeckillGoodsItem; state: SlotState; onOpen: () => void }) {
  const { t } = useTranslation();
  const percent = soldPercent(item.sale_num, item.stock);
  const soldOut = item.stock <= 0;
  const label = state === 'running' ? (soldOut ? t('seckill.soldOut') : t('seckill.buyNow')) : t(`seckill.${state}`);
  return (
    <PromotionGoodsCard
      testId="seckill-goods"
      image={item.sku_image || item.goods_image}
      alt={item.goods_name}
      name={item.sku_name || item.goods_name}
      meta={
        <span className={s.progressRow}>
          <span className={s.track} aria-hidden="true">
            <span className={s.fill} style={{ width: `${percent}%` }} />
          </span>
          <span className={s.percent}>{t('seckill.sold', { n: percent })}</span>
        </span>
      }
      prices={
        <>
          <Price value={item.seckill_price} size="md" />
          <Price value={item.price} size="sm" del />
        </>
      }
      action={{
        text: label,
        off: state !== 'running' || soldOut,
        testId: 'seckill-goods-btn',
        state: soldOut && state === 'running' ? 'soldOut' : state,
      }}
      onOpen={onOpen}
    />
  );
}
