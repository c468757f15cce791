import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PointExchangeGoods } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useAuth } from '../../../shared/state/auth';
import { PagedList } from '../../../shared/ui/PagedList';
import { memberInfoQuery } from '../../member';
import { fetchExchangeGoods, pointKeys } from '../point.api';
import { ExchangeItemCard } from './ExchangeItemCard';
import s from './Point.module.css';

/** Tabs: all, then the three kinds (1 gift, 2 coupon, 3 red packet). */
const TABS = [0, 1, 2, 3] as const;

/** 积分商城 (`/promotionpages/point/list/list`): the member's points, tabs by kind, the items on sale. */
export default function PointListPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const token = useAuth((a) => a.token);
  const info = useQuery({ ...memberInfoQuery(), enabled: Boolean(token) });
  const [type, setType] = useState<number>(0);
  return (
    <div className={s.page} data-testid="point-list">
      <section className={s.hero}>
        <div>
          <div className={s.heroLabel}>{t('point.myPoints')}</div>
          <div className={s.heroValue} data-testid="point-mine">
            {token ? (info.data?.point ?? '--') : '--'}
          </div>
        </div>
        <button
          type="button"
          className={s.heroLink}
          onClick={() => (token ? go('pointOrderList') : redirectToLogin())}
          data-testid="point-to-orders"
        >
          {token ? t('point.records') : t('point.loginToSee')}
        </button>
      </section>
      <div className={s.tabs} role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={type === k}
            className={type === k ? `${s.tab} ${s.tabActive}` : s.tab}
            onClick={() => setType(k)}
            data-testid={`point-tab-${k}`}
          >
            {k === 0 ? t('point.all') : t(`point.types.${k}`)}
          </button>
        ))}
      </div>
      <PagedList<PointExchangeGoods>
        key={type}
        queryKey={[...pointKeys.goods(type)]}
        fetchPage={(page, size) => fetchExchangeGoods(type, page, size)}
        itemKey={(g) => g.id}
        className={s.grid}
        empty={{ text: t('point.empty') }}
        renderItem={(g) => <ExchangeItemCard item={g} onOpen={() => go('pointExchangeDetail', { id: g.id })} />}
      />
    </div>
  );
}
