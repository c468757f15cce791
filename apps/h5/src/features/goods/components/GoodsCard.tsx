import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import type { GoodsSkuItem } from '../goods.api';
import { struckPrice } from '../model/listing';
import { Img } from '../../../shared/ui/Img';
import s from './GoodsCard.module.css';

export type CardLayout = 'grid' | 'list';

export interface GoodsCardProps {
  item: GoodsSkuItem;
  layout: CardLayout;
  onOpen: (skuId: number) => void;
  /** Smaller list rows (the narrow column of the category page). */
  dense?: boolean;
  /** Shows a cart button (opens the light SKU popup). */
  onAddToCart?: (skuId: number) => void;
}

/** A goods result: image, name, price (with market price), sales; grid (two columns) or list rows. */
export function GoodsCard({ item, layout, onOpen, dense = false, onAddToCart }: GoodsCardProps) {
  const { t } = useTranslation();
  const name = item.sku_name || item.goods_name;
  const struck = struckPrice(item);
  const card = (
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
          {item.promotion_type === 'discount' && (
            <span className={s.tagSolid} data-testid="card-discount-tag">
              {t('goods.discountTag')}
            </span>
          )}
        </div>
        <div className={s.foot}>
          <span className={s.prices}>
            <Price value={item.discount_price} size={layout === 'grid' || dense ? 'md' : 'lg'} />
            {layout === 'list' && !dense && struck && <Price value={struck} size="sm" del />}
          </span>
          <span className={s.sales}>{t('goods.sales', { count: Number(item.sale_num) || 0 })}</span>
        </div>
        {layout === 'list' && !dense && item.site_name && <span className={s.shop}>{item.site_name}</span>}
      </div>
    </button>
  );
  if (!onAddToCart) return card;
  // The cart button sits beside (not inside) the card's button.
  return (
    <div className={s.withCart}>
      {card}
      <button
        type="button"
        className={s.cartBtn}
        aria-label={t('search.addToCart')}
        onClick={() => onAddToCart(item.sku_id)}
        data-testid="card-add-cart"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.1a1.5 1.5 0 0 0 1.5-1.1L20 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
          <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}

export default GoodsCard;
