import type { PresaleGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import type { PresaleState } from '../model/presale';
import s from './PresaleGoodsCard.module.css';

/** One presale: image, name, the deposit and what is booked, the presale price over the struck original, its button. */
export function PresaleGoodsCard({ item, state, onOpen }: { item: PresaleGoodsItem; state: PresaleState; onOpen: () => void }) {
  const { t } = useTranslation();
  const soldOut = item.stock <= 0;
  const label = state === 'running' ? (soldOut ? t('presale.soldOut') : t('presale.bookNow')) : t(`presale.${state}`);
  return (
    <button type="button" className={s.card} onClick={onOpen} data-testid="presale-goods">
      <Img className={s.image} path={item.sku_image || item.goods_image} size="mid" alt={item.goods_name} ratio={1} />
      <span className={s.info}>
        <span className={s.name} data-testid="presale-goods-name">
          {item.goods_name}
        </span>
        <span className={s.meta}>
          <span className={s.tag} data-testid="presale-goods-deposit">
            {t('presale.depositMoney', { money: item.presale_deposit })}
          </span>
          <span>{t('presale.soldCount', { count: item.sale_num })}</span>
        </span>
        <span className={s.bottom}>
          <span className={s.prices}>
            <Price value={item.presale_price} size="md" />
            <Price value={item.price} size="sm" del />
          </span>
          <span className={`${s.btn} ${state === 'running' && !soldOut ? '' : s.btnOff}`} data-testid="presale-goods-btn">
            {label}
          </span>
        </span>
      </span>
    </button>
  );
}
