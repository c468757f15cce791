import type { BargainGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useServerNow } from '../../../shared/lib/serverNow';
import { PagedList } from '../../../shared/ui/PagedList';
import { BargainGoodsCard } from '../components/BargainGoodsCard';
import { fetchBargainPage } from '../bargain.api';
import { bargainKeys } from '../bargain.keys';
import { bargainState } from '../model/bargain';
import s from './BargainPages.module.css';

/** 砍价: the bargains running or about to start, paged, each with its floor price, helpers needed and launches; 我的砍价 on top. */
export default function BargainListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const now = useServerNow();
  return (
    <div className={s.page} data-testid="bargain-list">
      <button type="button" className={s.mine} onClick={() => go('myBargain')} data-testid="bargain-mine-link">
        {t('bargain.myBargain')}
      </button>
      <PagedList<BargainGoodsItem>
        queryKey={[...bargainKeys.page(), 'list']}
        fetchPage={(page, size) => fetchBargainPage(page, size)}
        itemKey={(g) => g.bargain_id}
        empty={{ text: t('bargain.empty') }}
        renderItem={(g) => (
          <BargainGoodsCard item={g} state={bargainState(g, now)} onOpen={() => go('bargainDetail', { bargain_id: g.bargain_id })} />
        )}
      />
    </div>
  );
}
