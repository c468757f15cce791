import type { GroupbuyGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PagedList } from '../../../shared/ui/PagedList';
import { GroupbuyGoodsCard } from '../components/GroupbuyGoodsCard';
import { groupbuyState } from '../model/groupbuy';
import { fetchGroupbuyPage } from '../groupbuy.api';
import { groupbuyKeys } from '../groupbuy.keys';
import { useServerNow } from '../../../shared/lib/serverNow';
import s from './GroupbuyListPage.module.css';

/** 团购: the groupbuys running or about to start, paged, each with its price, the original, 起购 N 件 and sales. */
export default function GroupbuyListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const now = useServerNow();
  return (
    <div className={s.page} data-testid="groupbuy-list">
      <PagedList<GroupbuyGoodsItem>
        queryKey={[...groupbuyKeys.page(), 'list']}
        fetchPage={(page, size) => fetchGroupbuyPage(page, size)}
        itemKey={(g) => g.groupbuy_id}
        empty={{ text: t('groupbuy.empty') }}
        renderItem={(g) => (
          <GroupbuyGoodsCard
            item={g}
            state={groupbuyState(g, now).state}
            onOpen={() => go('groupbuyDetail', { groupbuy_id: g.groupbuy_id })}
          />
        )}
      />
    </div>
  );
}
