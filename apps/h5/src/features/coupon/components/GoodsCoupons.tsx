import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { goodsCouponsQuery } from '../coupon.api';
import { couponFace, fromShopType, goodsUrlOf, thresholdText, type CouponView } from '../model/coupon';
import { useReceiveCoupon } from '../useReceive';
import { CouponCard } from './CouponCard';
import s from './GoodsCoupons.module.css';
import { LazyPopup } from '../../../shared/ui/LazyPopup';

/** How a short tag names a coupon: "满199减20", "8.5折", "无门槛减5" in the reader's language. */
function CouponTag({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation();
  const face = couponFace(coupon);
  const [thKey, thParams] = thresholdText(coupon);
  const value =
    face.kind === 'money'
      ? `${t('common.currency')}${face.value}`
      : `${t('coupon.discountValue', { n: face.value, off: String(Math.round(100 - Number(coupon.discount) * 10)) })}${t('coupon.discountUnit')}`;
  return (
    <span className={s.tag}>
      {t(thKey, thParams)} {value}
    </span>
  );
}

/**
 * The goods page's coupon row: nothing when the goods has no receivable coupons; otherwise "领券" with up to
 * three tags that opens a bottom popup listing the goods' coupons with receive buttons.
 */
export default function GoodsCoupons({ goodsId, siteId }: { goodsId: number; siteId: number }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const [open, setOpen] = useState(false);
  const q = useQuery({ ...goodsCouponsQuery(goodsId, siteId), enabled: goodsId > 0 });
  const { receive, isBusy } = useReceiveCoupon();
  const list = (q.data ?? []).map(fromShopType);
  if (list.length === 0) return null;

  return (
    <>
      <button type="button" className={s.row} onClick={() => setOpen(true)} data-testid="goods-coupons">
        <span className={s.label}>{t('coupon.goodsRow')}</span>
        <span className={s.tags} data-testid="goods-coupons-tags">
          {list.slice(0, 3).map((c) => (
            <CouponTag key={c.typeId} coupon={c} />
          ))}
        </span>
        <svg className={s.arrow} viewBox="0 0 24 24" aria-hidden="true">
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <LazyPopup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={s.popup} destroyOnClose>
        <div className={s.head}>
          <span className={s.title}>{t('coupon.goodsPopupTitle')}</span>
          <button type="button" className={s.close} onClick={() => setOpen(false)} aria-label={t('coupon.close')}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={s.list} data-testid="goods-coupons-popup">
          {list.map((c) => (
            <CouponCard key={c.typeId} coupon={c} busy={isBusy(c)} onReceive={(c) => void receive(c)} onUse={(x) => go(goodsUrlOf(x))} />
          ))}
        </div>
      </LazyPopup>
    </>
  );
}
