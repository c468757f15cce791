import { useTranslation } from '../../../i18n/react';
import type { ShopInfo } from '@mall/contract';
import { Img } from '../../../shared/ui/Img';
import { FollowButton } from './FollowButton';
import s from '../shop.module.css';

/** Shop header: logo, name, self-run tag, followers and the follow button. */
export function ShopHeader({ shop, onOpen }: { shop: ShopInfo; onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={s.header} data-testid="shop-header">
      <button type="button" className={s.headerMain} onClick={onOpen} disabled={!onOpen}>
        <Img path={shop.logo} size="small" kind="shop" className={s.headerLogo} alt={shop.site_name} />
        <span className={s.headerText}>
          <span className={s.headerName}>
            {shop.is_own === 1 && <span className={s.ownTag}>{t('shop.own')}</span>}
            <span data-testid="shop-name">{shop.site_name}</span>
          </span>
          <span className={s.headerMeta} data-testid="shop-followers">
            {t('shop.followers', { count: shop.sub_num })}
          </span>
        </span>
      </button>
      <FollowButton siteId={shop.site_id} />
    </section>
  );
}
