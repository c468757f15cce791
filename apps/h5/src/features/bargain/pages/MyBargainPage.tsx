import type { BargainLaunch } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { usePageParams } from '../../../shared/lib/pageParams';
import { Img } from '../../../shared/ui/Img';
import { PagedList } from '../../../shared/ui/PagedList';
import { Price } from '../../../shared/ui/Price';
import { fetchMyLaunches } from '../bargain.api';
import { bargainKeys } from '../bargain.keys';
import { launchProgress } from '../model/bargain';
import s from './BargainPages.module.css';

const TABS = ['', '0', '1', '2'] as const;

/** 我的砍价 (`?status=` '' all, 0 going, 1 succeeded, 2 failed): the member's launches, each opening its launch page. */
export default function MyBargainPage() {
  const { t } = useTranslation();
  const { go, replace } = useGo();
  const params = usePageParams('myBargain');
  const status = TABS.includes(params.status as (typeof TABS)[number]) ? (params.status ?? '') : '';
  return (
    <div className={s.page} data-testid="my-bargain">
      <div className={s.tabs} role="tablist">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            className={`${s.tab} ${tab === status ? s.tabOn : ''}`}
            onClick={() => replace('myBargain', tab === '' ? {} : { status: tab })}
            data-testid={`my-bargain-tab-${tab || 'all'}`}
          >
            {tab === '' ? t('bargain.all') : t(`bargain.status${tab}`)}
          </button>
        ))}
      </div>
      <PagedList<BargainLaunch>
        key={status}
        queryKey={[...bargainKeys.mine(status)]}
        fetchPage={(page, size) => fetchMyLaunches(status, page, size)}
        itemKey={(l) => l.launch_id}
        empty={{ text: t('bargain.myEmpty') }}
        renderItem={(l) => (
          <button
            type="button"
            className={`${s.card} ${s.goods} ${s.itemBtn}`}
            onClick={() => go('bargainLaunch', { id: l.launch_id })}
            data-testid="my-bargain-item"
          >
            <Img className={s.thumb} path={l.sku_image} size="mid" alt={l.goods_name} ratio={1} />
            <span className={s.info}>
              <span className={s.name}>{l.sku_name || l.goods_name}</span>
              <span className={s.price}>
                <Price value={l.curr_price} size="md" />
                <Price value={l.price} size="sm" del />
              </span>
              <span className={s.muted}>{t('bargain.cutMoney', { money: launchProgress(l).cut })}</span>
              <span className={s.status} data-testid="my-bargain-status">
                {l.order_id > 0 ? t('bargain.ordered') : t(`bargain.status${l.status}`)}
              </span>
            </span>
          </button>
        )}
      />
    </div>
  );
}
