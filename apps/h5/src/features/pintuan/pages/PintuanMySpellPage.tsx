import { useState } from 'react';
import type { PintuanOrderItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { Img } from '../../../shared/ui/Img';
import { PagedList } from '../../../shared/ui/PagedList';
import { Price } from '../../../shared/ui/Price';
import { fetchPintuanOrders } from '../pintuan.api';
import { pintuanKeys } from '../pintuan.keys';
import s from '../pintuan.module.css';

const TABS = [
  { status: 'all', key: 'pintuan.tabAll' },
  { status: '2', key: 'pintuan.tabForming' },
  { status: '3', key: 'pintuan.tabSuccess' },
  { status: '1', key: 'pintuan.tabFailed' },
] as const;

/** 我的拼团: the member's pintuan orders by status (全部 / 拼团中 / 拼团成功 / 拼团失败), each leading to its share page. */
export default function PintuanMySpellPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const [status, setStatus] = useState<(typeof TABS)[number]['status']>('all');
  return (
    <div className={s.page} data-testid="pintuan-my-spell">
      <div className={s.tabs} role="tablist">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={status === tab.status}
            className={`${s.tab} ${status === tab.status ? s.tabOn : ''}`}
            onClick={() => setStatus(tab.status)}
          >
            {t(tab.key)}
          </button>
        ))}
      </div>
      <PagedList<PintuanOrderItem>
        key={status}
        queryKey={[...pintuanKeys.orders(status)]}
        fetchPage={(page, size) => fetchPintuanOrders(status, page, size)}
        itemKey={(o) => o.id}
        empty={{ text: t('pintuan.mySpellEmpty') }}
        renderItem={(o) => (
          <button type="button" className={s.card} onClick={() => go('pintuanShare', { id: o.id })} data-testid="pintuan-order">
            <Img className={s.image} path={o.sku_image} size="mid" alt={o.goods_name} ratio={1} />
            <span className={s.info}>
              <span className={s.name}>{o.sku_name || o.goods_name}</span>
              <span className={s.meta}>
                <span className={s.tag}>{t('pintuan.seats', { count: o.pintuan_num })}</span>
                <span className={s.status} data-testid="pintuan-order-status" data-status={o.pintuan_status}>
                  {t(`pintuan.status${o.pintuan_status}`)}
                </span>
              </span>
              <span className={s.bottom}>
                <Price value={o.order_money} size="md" />
                <span className={s.btn}>{t('pintuan.viewGroup')}</span>
              </span>
            </span>
          </button>
        )}
      />
    </div>
  );
}
