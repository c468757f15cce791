import type { PintuanGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useServerNow } from '../../../shared/lib/serverNow';
import { Img } from '../../../shared/ui/Img';
import { PagedList } from '../../../shared/ui/PagedList';
import { Price } from '../../../shared/ui/Price';
import { pintuanState } from '../model/pintuan';
import { fetchPintuanPage } from '../pintuan.api';
import { pintuanKeys } from '../pintuan.keys';
import s from '../pintuan.module.css';

/** 拼团: the pintuans running or about to start, paged: image, name, N人团, the group price over the original, 去拼团. */
export default function PintuanListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const now = useServerNow();
  return (
    <div className={s.page} data-testid="pintuan-list">
      <PagedList<PintuanGoodsItem>
        queryKey={[...pintuanKeys.page(), 'list']}
        fetchPage={(page, size) => fetchPintuanPage(page, size)}
        itemKey={(g) => g.pintuan_id}
        empty={{ text: t('pintuan.empty') }}
        renderItem={(g) => {
          const { state } = pintuanState(g, now);
          const on = state === 'running' && g.stock > 0;
          return (
            <button
              type="button"
              className={s.card}
              onClick={() => go('pintuanDetail', { pintuan_id: g.pintuan_id })}
              data-testid="pintuan-goods"
            >
              <Img className={s.image} path={g.sku_image || g.goods_image} size="mid" alt={g.goods_name} ratio={1} />
              <span className={s.info}>
                <span className={s.name}>{g.goods_name}</span>
                <span className={s.meta}>
                  <span className={s.tag}>{t('pintuan.seats', { count: g.pintuan_num })}</span>
                  <span>{t('pintuan.orderNum', { count: g.order_num })}</span>
                </span>
                <span className={s.bottom}>
                  <span>
                    <Price value={g.pintuan_price} size="md" /> <Price value={g.price} size="sm" del />
                  </span>
                  <span className={`${s.btn} ${on ? '' : s.btnOff}`} data-state={state}>
                    {state === 'running' ? (g.stock > 0 ? t('pintuan.goJoin') : t('pintuan.soldOut')) : t(`pintuan.${state}`)}
                  </span>
                </span>
              </span>
            </button>
          );
        }}
      />
    </div>
  );
}
