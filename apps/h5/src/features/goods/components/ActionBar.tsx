import { useTranslation } from '../../../i18n/react';
import { CartIcon, HomeIcon } from './icons';
import { HeartIcon, ServiceIcon } from './detailIcons';
import s from './ActionBar.module.css';

export interface ActionBarProps {
  cartCount: number;
  onHome: () => void;
  onCart: () => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
  /** When set, the two buttons are replaced by one disabled button with this text. */
  blocked?: string;
  /** Collect heart (shown when `onCollect` is given). */
  collected?: boolean;
  onCollect?: () => void;
  /** Customer-service entry (shown when given). */
  onService?: () => void;
}

/** Sticky bottom bar of the goods detail: home, service, collect, cart (badge), 加入购物车, 立即购买. */
export function ActionBar({ cartCount, onHome, onCart, onAddToCart, onBuyNow, blocked, collected = false, onCollect, onService }: ActionBarProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={s.placeholder} aria-hidden="true" />
      <div className={s.bar}>
        <button type="button" className={s.icon} onClick={onHome}>
          <HomeIcon />
          <span>{t('goods.action.home')}</span>
        </button>
        {onService && (
          <button type="button" className={s.icon} onClick={onService} data-testid="detail-service">
            <ServiceIcon />
            <span>{t('detail.servicer')}</span>
          </button>
        )}
        {onCollect && (
          <button
            type="button"
            className={`${s.icon} ${collected ? s.iconOn : ''}`}
            onClick={onCollect}
            aria-pressed={collected}
            data-testid="detail-collect"
          >
            <HeartIcon filled={collected} />
            <span>{t(collected ? 'detail.collected' : 'detail.collect')}</span>
          </button>
        )}
        <button type="button" className={s.icon} onClick={onCart} data-testid="detail-cart">
          <span className={s.iconWrap}>
            <CartIcon />
            {cartCount > 0 && (
              <span className={`m-badge ${s.badge}`} data-testid="detail-cart-badge">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </span>
          <span>{t('goods.action.cart')}</span>
        </button>
        {blocked ? (
          <div className={s.buttons}>
            <button type="button" className={`${s.btn} ${s.blocked}`} disabled>
              {blocked}
            </button>
          </div>
        ) : (
          <div className={s.buttons}>
            <button type="button" className={`${s.btn} ${s.cart}`} onClick={onAddToCart} data-testid="add-to-cart">
              {t('goods.action.addToCart')}
            </button>
            <button type="button" className={`${s.btn} ${s.buy}`} onClick={onBuyNow} data-testid="buy-now">
              {t('goods.action.buyNow')}
            </button>
          </div>
        )}
      </div>
    </>
  );
}

export default ActionBar;
