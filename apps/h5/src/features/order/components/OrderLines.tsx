import { REFUND_STATUS, type OrderGoodsItem, type OrderInfo } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import { specOf } from '../model/order';
import { refundDetailUrl, refundUrl } from '../links';
import { hasPage } from '../../../shared/pageFinder';
import s from './order.module.css';
import { pagePath } from '../../../shared/pages';

function RefundEntry({ line }: { line: OrderGoodsItem }) {
  const { t } = useTranslation();
  const { go } = useGo();
  // One entry per line: apply (no request yet) or the request's detail page, where the rest happens.
  const apply = line.refund_action.find((a) => a.event === 'orderRefundApply');
  const detail = line.refund_action.find((a) => a.event !== 'orderRefundApply');
  if (apply && hasPage(pagePath('refundApply'))) {
    return (
      <button
        type="button"
        className={s.smallBtn}
        onClick={(e) => {
          e.stopPropagation();
          go(refundUrl(line.order_goods_id));
        }}
        data-testid={`order-refund-${line.order_goods_id}`}
      >
        {t('order.refund.orderRefundApply')}
      </button>
    );
  }
  if (detail && hasPage(pagePath('refundDetail'))) {
    return (
      <button
        type="button"
        className={s.smallBtn}
        onClick={(e) => {
          e.stopPropagation();
          go(refundDetailUrl(line.order_goods_id));
        }}
        data-testid={`order-refund-detail-${line.order_goods_id}`}
      >
        {t('order.refund.orderRefundDetail')}
      </button>
    );
  }
  return null;
}

/** The lines of an order: image, name, spec, price × num, after-sale status and entry. */
export function OrderLines({ order, withRefund = true }: { order: OrderInfo; withRefund?: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      {order.order_goods.map((l) => {
        const spec = specOf(l.sku_spec_format);
        return (
          <div className={`m-goods ${s.line}`} key={l.order_goods_id} data-testid="order-line">
            <Img className={`m-goods__img ${s.lineImg}`} path={l.sku_image} size="mid" alt={l.sku_name} />
            <div className="m-goods__body">
              <span className={`m-goods__name ${s.lineName}`}>{l.sku_name}</span>
              {spec && <span className="m-muted">{spec}</span>}
              {withRefund && l.refund_status !== REFUND_STATUS.none && <span className={s.refundStatus}>{l.refund_status_name}</span>}
            </div>
            {/* The after-sale entry sits at the card's right edge, under price × num (as JD and Taobao do). */}
            <div className="m-goods__side">
              <Price value={l.price} size="sm" />
              <span>{t('order.quantity', { num: l.num })}</span>
              {withRefund && (
                <div className={s.lineRefund}>
                  <RefundEntry line={l} />
                </div>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
