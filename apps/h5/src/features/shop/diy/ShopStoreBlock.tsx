import type { BlockProps } from '../../home/diy/types';
import { ShopStores } from '../../store/components/ShopStores';
import { cachedLocation } from '../../store/location';
import { useGo } from '../../../shared/lib/nav';
import { SHOP_PATHS, shopUrl } from '../shopPaths';
import { useShopContext } from './ShopContext';

/** DIY `ShopStore`: the shop's nearest stores (the cached location), with a link to all of them. */
export default function ShopStoreBlock({ block }: BlockProps) {
  const { go } = useGo();
  const shop = useShopContext();
  if (!shop) return null;
  const n = Number((block as { count?: unknown }).count);
  const limit = Number.isInteger(n) && n > 0 && n <= 20 ? n : 3;
  return <ShopStores siteId={shop.site_id} location={cachedLocation()} limit={limit} onMore={() => go(`${shopUrl(SHOP_PATHS.introduce, shop.site_id)}#stores`)} />;
}
