import type { SeckillGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import { soldPercent, type SlotState } from '../model/seckill';
import s from './SeckillGoodsCard.module.css';

/** One seckill goods: image, name, progress of what is sold, seckill price over the struck original, the slot's button. */
export function SeckillGoodsCard({ item, state, onOpen }: { item: SeckillGoodsItem; state: SlotState; onOpen: () => void }) {
  const { t } = useTranslation();
  const percent = soldPercent(item.sale_num, item.stock);
  const soldOut = item.stock <= 0;
  const label = state === 'running' ? (soldOut ? t('seckill.soldOut') : t('seckill.buyNow')) : t(`seckill.${state}`);
  return (
    <button type="button" className={s.card} onClick={onOpen} data-testid="seckill-goods">
      <Img className={s.image} path={item.sku_image || item.goods_image} size="mid" alt={item.goods_name} ratio={1} />
      <span className={s.info}>
        <span className={s.name}>{item.sku_name || item.goods_name}</span>
        <span className={s.progressRow}>
          <span className={s.track} aria-hidden="true">
            <span className={s.fill} style={{ width: `${percent}%` }} />
          </span>
          <span className={s.percent}>{t('seckill.sold', { n: percent })}</span>
        </span>
        <span className={s.bottom}>
          <span className={s.prices}>
            <Price value={item.seckill_price} size="md" />
            <Price value={item.price} size="sm" del />
          </span>
          <span
            className={`${s.btn} ${state === 'running' && !soldOut ? '' : s.btnOff}`}
            data-testid="seckill-goods-btn"
            data-state={soldOut && state === 'running' ? 'soldOut' : state}
          >
            {label}
          </span>
        </span>
      </span>
    </button>
  );
}
