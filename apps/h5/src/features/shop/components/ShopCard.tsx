import { useTranslation } from '../../../i18n/react';
import type { ShopStreetItem } from '@mall/contract';
import { Img } from '../../../shared/ui/Img';
import { formatMetres } from '../../../shared/lib/distance';
import s from '../shop.module.css';

/** A shop on the street: logo, name, main category, credit, sales, followers and distance. */
export function ShopCard({ item, onOpen }: { item: ShopStreetItem; onOpen: (siteId: number) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="m-card-btn" onClick={() => onOpen(item.site_id)} data-testid="shop-card">
      <Img path={item.logo} size="small" kind="shop" className={s.cardLogo} alt={item.site_name} />
      <span className={s.cardBody}>
        <span className={s.cardName}>
          {item.is_own === 1 && <span className={s.ownTag}>{t('shop.own')}</span>}
          <span data-testid="shop-card-name">{item.site_name}</span>
        </span>
        <span className={s.cardMeta}>
          {item.category_name && <span className={s.cardCategory}>{item.category_name}</span>}
          <span>{t('shop.credit', { value: item.shop_desccredit })}</span>
        </span>
        <span className={s.cardMeta}>
          <span>{t('shop.sales', { count: item.shop_sales })}</span>
          <span>{t('shop.followers', { count: item.sub_num })}</span>
        </span>
      </span>
      {item.distance > 0 && (
        <span className={s.cardDistance} data-testid="shop-distance">
          {formatMetres(item.distance)}
        </span>
      )}
    </button>
  );
}
