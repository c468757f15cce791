import type { WholesaleGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PagedList } from '../../../shared/ui/PagedList';
import { CartBadge } from '../components/CartBadge';
import { WholesaleCard } from '../components/WholesaleCard';
import { fetchWholesalePage } from '../wholesale.api';
import { wholesaleKeys } from '../wholesale.keys';
import s from '../components/Wholesale.module.css';

/** 批发: the wholesale goods, paged, each with its price range and N件起批; the wholesale cart with its badge. */
export default function WholesaleListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <div className={s.page} data-testid="wholesale-list">
      <PagedList<WholesaleGoodsItem>
        queryKey={[...wholesaleKeys.page(), 'list']}
        fetchPage={(page, size) => fetchWholesalePage(page, size)}
        itemKey={(g) => g.wholesale_goods_id}
        empty={{ text: t('wholesale.empty') }}
        renderItem={(g) => <WholesaleCard item={g} onOpen={() => go('wholesaleDetail', { goods_id: g.goods_id })} />}
      />
      <CartBadge />
    </div>
  );
}
