import type { BargainGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import type { BargainState } from '../model/bargain';
import s from './BargainGoodsCard.module.css';

/** One bargain: image, name, helpers needed and launches so far, the floor price over the struck price, its button. */
export function BargainGoodsCard({ item, state, onOpen }: { item: BargainGoodsItem; state: BargainState; onOpen: () => void }) {
  const { t } = useTranslation();
  const soldOut = item.bargain_stock <= 0;
  const label = state === 'running' ? (soldOut ? t('bargain.soldOut') : t('bargain.launch')) : t(`bargain.${state}`);
  return (
    <button type="button" className={s.card} onClick={onOpen} data-testid="bargain-goods">
      <Img className={s.image} path={item.sku_image || item.goods_image} size="mid" alt={item.goods_name} ratio={1} />
      <span className={s.info}>
        <span className={s.name} data-testid="bargain-goods-name">
          {item.goods_name}
        </span>
        <span className={s.meta}>
          <span className={s.tag}>{t('bargain.needNum', { count: item.bargain_num })}</span>
          <span>{t('bargain.launched', { count: item.sale_num })}</span>
        </span>
        <span className={s.bottom}>
          <span className={s.prices}>
            <span className={s.floorTag}>{t('bargain.lowest')}</span>
            <Price value={item.floor_price} size="md" />
            <Price value={item.price} size="sm" del />
          </span>
          <span className={`${s.btn} ${state === 'running' && !soldOut ? '' : s.btnOff}`} data-testid="bargain-goods-btn">
            {label}
          </span>
        </span>
      </span>
    </button>
  );
}
