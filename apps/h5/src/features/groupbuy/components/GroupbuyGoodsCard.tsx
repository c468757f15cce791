import type { GroupbuyGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import type { GroupbuyState } from '../model/groupbuy';
import s from './GroupbuyGoodsCard.module.css';

/** One groupbuy: image, name, 起购 N 件 and what is sold, the groupbuy price over the struck original, its button. */
export function GroupbuyGoodsCard({ item, state, onOpen }: { item: GroupbuyGoodsItem; state: GroupbuyState; onOpen: () => void }) {
  const { t } = useTranslation();
  const soldOut = item.stock <= 0;
  const label = state === 'running' ? (soldOut ? t('groupbuy.soldOut') : t('groupbuy.buyNow')) : t(`groupbuy.${state}`);
  return (
    <button type="button" className={s.card} onClick={onOpen} data-testid="groupbuy-goods">
      <Img className={s.image} path={item.sku_image || item.goods_image} size="mid" alt={item.goods_name} ratio={1} />
      <span className={s.info}>
        <span className={s.name} data-testid="groupbuy-goods-name">
          {item.goods_name}
        </span>
        <span className={s.meta}>
          <span className={s.tag} data-testid="groupbuy-goods-min">
            {t('groupbuy.minBuy', { count: item.buy_num })}
          </span>
          <span>{t('groupbuy.soldCount', { count: item.sell_num })}</span>
        </span>
        <span className={s.bottom}>
          <span className={s.prices}>
            <Price value={item.groupbuy_price} size="md" />
            <Price value={item.price} size="sm" del />
          </span>
          <span
            className={`${s.btn} ${state === 'running' && !soldOut ? '' : s.btnOff}`}
            data-testid="groupbuy-goods-btn"
            data-state={soldOut && state === 'running' ? 'soldOut' : state}
          >
            {label}
          </span>
        </span>
      </span>
    </button>
  );
}
