import { useTranslation } from 'react-i18next';
import { Price } from '../../../shared/ui/Price';
import type { GoodsSkuItem } from '../goods.api';
import { showMarketPrice } from '../model/listing';
import { Img } from '../../../shared/ui/Img';
import s from './GoodsCard.module.css';

export type CardLayout = 'grid' | 'list';

export interface GoodsCardProps {
  item: GoodsSkuItem;
  layout: CardLayout;
  onOpen: (skuId: number) => void;
  /** Smaller list rows (the narrow column of the category page). */
  dense?: boolean;
}

/** A goods result: image, name, price (with market price), sales; grid (two columns) or list rows. */
export function GoodsCard({ item, layout, onOpen, dense = false }: GoodsCardProps) {
  const { t } = useTranslation();
  const name = item.sku_name || item.goods_name;
  return (
    <button
      type="button"
      className={[layout === 'grid' ? s.grid : s.list, dense ? s.dense : ''].filter(Boolean).join(' ')}
      onClick={() => onOpen(item.sku_id)}
      data-testid="goods-card"
    >
      <div className={s.image}>
        <Img path={item.sku_image || item.goods_image} size="mid" alt={name} />
      </div>
      <div className={s.body}>
        <p className={s.name}>{name}</p>
        <div className={s.tags}>
          {Number(item.is_own) === 1 && <span className={s.tagSolid}>{t('goods.own')}</span>}
          {Number(item.is_free_shipping) === 1 && <span className={s.tag}>{t('goods.freeShipping')}</span>}
        </div>
        <div className={s.foot}>
          <span className={s.prices}>
            <Price value={item.discount_price} size={layout === 'grid' || dense ? 'md' : 'lg'} />
            {layout === 'list' && !dense && showMarketPrice(item.market_price, item.discount_price) && (
              <Price value={item.market_price} size="sm" del />
            )}
          </span>
          <span className={s.sales}>{t('goods.sales', { count: Number(item.sale_num) || 0 })}</span>
        </div>
        {layout === 'list' && !dense && item.site_name && <span className={s.shop}>{item.site_name}</span>}
      </div>
    </button>
  );
}

export default GoodsCard;
