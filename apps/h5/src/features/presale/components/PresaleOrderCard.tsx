import type { PresaleOrder } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import { PresaleOrderActions } from './PresaleOrderActions';
import s from './presaleOrder.module.css';

/** The goods line of a booking: picture, name, quantity and the presale price. */
export function PresaleOrderGoods({ order, onOpen }: { order: PresaleOrder; onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={s.goods} onClick={onOpen} disabled={!onOpen}>
      <Img className={s.image} path={order.sku_image} size="small" alt={order.sku_name} ratio={1} />
      <span className={s.goodsInfo}>
        <span className={s.goodsName}>{order.sku_name || order.goods_name}</span>
        <span className={s.muted}>
          <Price value={order.price} size="sm" /> {t('presale.num', { count: order.num })}
        </span>
      </span>
    </button>
  );
}

/** The deposit and the rest of a booking, each marked paid or not. */
export function PresaleOrderParts({ order }: { order: PresaleOrder }) {
  const { t } = useTranslation();
  const depositPaid = order.pay_deposit_time > 0;
  const finalPaid = order.pay_final_time > 0;
  return (
    <div className={s.parts}>
      <span className={s.part} data-testid="presale-part-deposit">
        <span>{t(depositPaid ? 'presale.depositPaid' : 'presale.depositUnpaid')}</span>
        <Price value={order.presale_deposit_money} size="sm" />
      </span>
      <span className={s.part} data-testid="presale-part-final">
        <span>{t(finalPaid ? 'presale.finalPaid' : 'presale.finalUnpaid')}</span>
        <Price value={order.final_money} size="sm" />
      </span>
    </div>
  );
}

/** One booking in the list: shop and status, its goods, both parts, why it closed, its actions. */
export function PresaleOrderCard({ order, onChanged }: { order: PresaleOrder; onChanged: () => void }) {
  const { go } = useGo();
  const open = () => go('presaleOrderDetail', { order_id: order.id });
  return (
    <div className={s.card} data-testid="presale-order">
      <div className={s.head}>
        <span className={s.shop}>{order.site_name}</span>
        <span className={s.status} data-testid="presale-order-status">
          {order.order_status_name}
        </span>
      </div>
      <PresaleOrderGoods order={order} onOpen={open} />
      <PresaleOrderParts order={order} />
      {order.close_reason_name && <p className={s.note}>{order.close_reason_name}</p>}
      <PresaleOrderActions order={order} onChanged={onChanged} />
    </div>
  );
}
