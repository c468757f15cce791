import { REFUND_STATUS, type RefundListItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PagedList } from '../../../shared/ui/PagedList';
import { RefundGoods } from '../components/RefundGoods';
import s from '../components/refund.module.css';
import { refundDetailUrl } from '../links';
import { fetchRefundList, refundKeys } from '../refund.api';

function RefundCard({ item }: { item: RefundListItem }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const open = () => go(refundDetailUrl(item.order_goods_id));
  return (
    <div
      className="m-card"
      data-testid="refund-card"
      onClick={open}
      role="link"
      tabIndex={0}
      onKeyDown={(e) => e.key === 'Enter' && open()}
    >
      <div className={s.cardHead}>
        <span>{item.site_name}</span>
        <span className={s.cardStatus} data-testid="refund-card-status">
          {item.refund_status_name}
        </span>
      </div>
      <RefundGoods line={item} />
      <div className={s.cardFoot}>
        <span>
          {item.refund_type ? `${t(`refund.type${item.refund_type}`)} · ` : ''}
          <span className={s.amount}>
            {t('refund.money', { money: item.refund_status === REFUND_STATUS.done ? item.refund_real_money : item.refund_apply_money })}
          </span>
        </span>
        <button
          type="button"
          className={s.secondary}
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
        >
          {t('refund.viewDetail')}
        </button>
      </div>
    </div>
  );
}

/** 退款/售后: the member's lines with an after-sale record, newest action first. */
export default function ActivistPage() {
  const { t } = useTranslation();
  return (
    <div className="m-screen m-screen--bar" style={{ paddingBottom: 12 }} data-testid="activist-page">
      <PagedList<RefundListItem>
        queryKey={[...refundKeys.list()]}
        fetchPage={fetchRefundList}
        itemKey={(r) => r.order_goods_id}
        renderItem={(r) => <RefundCard item={r} />}
        empty={{ text: t('refund.emptyList'), showHome: true }}
      />
    </div>
  );
}
