import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useShopContext } from './ShopContext';
import s from '../shop.module.css';

/** DIY `ShopInfo`: the shop's three scores and a link to its introduction. */
export default function ShopInfoBlock() {
  const { t } = useTranslation();
  const { go } = useGo();
  const shop = useShopContext();
  if (!shop) return null;
  const scores = [
    { key: 'desc', label: t('shop.scoreDesc'), value: shop.shop_desccredit },
    { key: 'service', label: t('shop.scoreService'), value: shop.shop_servicecredit },
    { key: 'delivery', label: t('shop.scoreDelivery'), value: shop.shop_deliverycredit },
  ];
  return (
    <button
      type="button"
      className={`m-card-btn ${s.infoBlock}`}
      onClick={() => go('shopIntroduce', { site_id: shop.site_id })}
      data-testid="shop-info-block"
    >
      <span className={s.scores}>
        {scores.map((x) => (
          <span key={x.key} className={s.score}>
            <span className={s.scoreValue}>{x.value}</span>
            <span className={s.scoreLabel}>{x.label}</span>
          </span>
        ))}
      </span>
      <span className={s.infoMore}>{t('shop.introduce')} ›</span>
    </button>
  );
}
