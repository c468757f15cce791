import type { WholesaleGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import s from './Wholesale.module.css';

/** One wholesale goods: image, name, its price range (lowest – highest tier) and N件起批. */
export function WholesaleCard({ item, onOpen }: { item: WholesaleGoodsItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const range = item.min_price !== item.max_price;
  return (
    <button type="button" className={s.card} onClick={onOpen} data-testid="wholesale-goods">
      <Img className={s.image} path={item.sku_image || item.goods_image} size="mid" alt={item.goods_name} ratio={1} />
      <span className={s.info}>
        <span className={s.name}>{item.goods_name}</span>
        <span className={s.meta}>
          <span className={s.tag} data-testid="wholesale-goods-min">
            {t('wholesale.minNum', { count: item.min_num })}
          </span>
        </span>
        <span className={s.bottom}>
          <span className={s.prices} data-testid="wholesale-goods-price">
            <Price value={item.min_price} size="md" />
            {range && (
              <>
                <span className={s.dash}>-</span>
                <Price value={item.max_price} size="md" />
              </>
            )}
          </span>
          <span className={s.btn}>{t('wholesale.buyNow')}</span>
        </span>
      </span>
    </button>
  );
}
