import type { PresaleGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useServerNow } from '../../../shared/lib/serverNow';
import { PagedList } from '../../../shared/ui/PagedList';
import { PresaleGoodsCard } from '../components/PresaleGoodsCard';
import { presaleState } from '../model/presale';
import { fetchPresalePage } from '../presale.api';
import { presaleKeys } from '../presale.keys';
import s from './PresaleListPage.module.css';

/** 预售: the presales taking deposits or about to, paged, each with its deposit, presale price and bookings. */
export default function PresaleListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const now = useServerNow();
  return (
    <div className={s.page} data-testid="presale-list">
      <PagedList<PresaleGoodsItem>
        queryKey={[...presaleKeys.page(), 'list']}
        fetchPage={(page, size) => fetchPresalePage(page, size)}
        itemKey={(g) => g.presale_id}
        empty={{ text: t('presale.empty') }}
        renderItem={(g) => (
          <PresaleGoodsCard item={g} state={presaleState(g, now).state} onOpen={() => go('presaleDetail', { id: g.presale_id })} />
        )}
      />
    </div>
  );
}
