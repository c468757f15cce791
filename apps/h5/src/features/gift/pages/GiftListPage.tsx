import type { GiftOrder } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { img } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { formatTime } from '../../../shared/lib/time';
import { PagedList } from '../../../shared/ui/PagedList';
import { fetchGiftOrders, giftKeys } from '../gift.api';
import s from './Gift.module.css';

/** 我的礼品 (`/otherpages/member/gift`): the gifts shipped to the member (exchanges, game awards) with their delivery state. */
export default function GiftListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <div className={s.page} data-testid="gift-list">
      <PagedList<GiftOrder>
        queryKey={[...giftKeys.orders()]}
        fetchPage={fetchGiftOrders}
        itemKey={(g) => g.order_id}
        empty={{ text: t('gift.empty') }}
        renderItem={(g) => (
          <button
            type="button"
            className={s.card}
            onClick={() => go('giftDetail', { order_id: g.order_id })}
            data-testid="gift-order"
            data-express={g.express_status}
          >
            <img className={s.image} src={img(g.gift_image, 'small')} alt="" />
            <span className={s.info}>
              <span className={s.name}>{g.gift_name}</span>
              <span className={s.muted}>{t('gift.num', { n: g.num })}</span>
              <span className={s.state}>{t(g.express_status === 1 ? 'gift.shipped' : 'gift.waiting')}</span>
              <span className={s.muted}>{formatTime(g.create_time)}</span>
            </span>
          </button>
        )}
      />
    </div>
  );
}
