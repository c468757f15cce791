import type { BlockProps } from '../../home';
import { ShopStores } from '../../store';
import { cachedLocation } from '../../store';
import { useGo } from '../../../shared/lib/nav';
import { useShopContext } from './ShopContext';
import { pageUrl } from '../../../shared/pages';

/** DIY `ShopStore`: the shop's nearest stores (the cached location), with a link to all of them. */
export default function ShopStoreBlock({ block }: BlockProps) {
  const { go } = useGo();
  const shop = useShopContext();
  if (!shop) return null;
  const n = Number((block as { count?: unknown }).count);
  const limit = Number.isInteger(n) && n > 0 && n <= 20 ? n : 3;
  return (
    <ShopStores
      siteId={shop.site_id}
      location={cachedLocation()}
      limit={limit}
      onMore={() => go(`${pageUrl('shopIntroduce', { site_id: shop.site_id })}#stores`)}
    />
  );
}
