import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import type { CouponTypeInfo, PlatformCouponTypeInfo } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { useAuth } from '../../../shared/state/auth';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { couponInfoQuery, type CouponKind } from '../coupon.api';
import { CouponCard } from '../components/CouponCard';
import { fromPlatformType, fromShopType, goodsUrlOf, type CouponView } from '../model/coupon';
import { useReceiveCoupon } from '../useReceive';
import s from './CouponPages.module.css';
import { COUPON_TYPE_STATUS, COUPON_USE_SCENARIO, COUPON_VALIDITY_TYPE } from '@mall/contract';

/** The type's state for the big button: ended types and sold-out types cannot be received. */
const blocked = (v: CouponView, info: { status: number; validity_type: number; end_time: number }): 'expired' | 'soldOut' | null => {
  const now = Date.now() / 1000;
  if (
    info.status === COUPON_TYPE_STATUS.ended ||
    (info.validity_type === COUPON_VALIDITY_TYPE.untilEnd && info.end_time > 0 && info.end_time <= now)
  )
    return 'expired';
  if (!v.isLimitless && v.leadCount >= v.count) return 'soldOut';
  return null;
};

/** 领取优惠券: one coupon from a link or QR code (`coupon_type_id` or `platformcoupon_type_id`). */
export default function CouponReceivePage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const token = useAuth((st) => st.token);
  const query = usePageParams('couponReceive');
  const shopId = positiveId(query.coupon_type_id);
  const platformId = positiveId(query.platformcoupon_type_id);
  const kind: CouponKind = shopId ? 'shop' : 'platform';
  const id = shopId || platformId;
  const [done, setDone] = useState(false);
  const q = useQuery({ ...couponInfoQuery(kind, id), enabled: id > 0, retry: false });
  const { receive, isBusy } = useReceiveCoupon({ onDone: () => setDone(true) });

  if (!id || q.isError) {
    return (
      <div className={s.page}>
        <EmptyState
          text={t('coupon.notFound')}
          showHome
          action={id ? { text: t('common.retry'), onClick: () => void q.refetch() } : undefined}
        />
      </div>
    );
  }
  if (q.isPending) return <LoadingView />;

  const info = q.data as CouponTypeInfo | PlatformCouponTypeInfo;
  const view = kind === 'shop' ? fromShopType(info as CouponTypeInfo) : fromPlatformType(info as PlatformCouponTypeInfo);
  const stop = blocked(view, info);
  const got = done || (view.isReceive && !view.canReceive);

  return (
    <div className={`${s.page} ${s.receive}`} data-testid="coupon-receive-page">
      <div className={s.hero}>
        <p className={s.heroTitle}>{t('coupon.receiveTitle')}</p>
        <p className={s.heroSub}>
          {view.kind === 'shop'
            ? view.siteName
            : t(view.useScenario === COUPON_USE_SCENARIO.shopLevels ? 'coupon.platformLevelName' : 'coupon.platformName')}
        </p>
      </div>
      <CouponCard coupon={view} hideAction />
      {got ? (
        <>
          <p className={s.note} data-testid="coupon-receive-done">
            {t('coupon.receiveDone')}
          </p>
          <div className={s.actions}>
            <button type="button" className={s.primary} onClick={() => go(goodsUrlOf(view))} data-testid="coupon-receive-use">
              {t('coupon.use')}
            </button>
            <button type="button" className={s.secondary} onClick={() => go('myCoupons')}>
              {t('coupon.viewMine')}
            </button>
          </div>
        </>
      ) : (
        <div className={s.actions}>
          {stop ? (
            <button type="button" className={s.primary} disabled>
              {t(stop === 'expired' ? 'coupon.expired' : 'coupon.soldOut')}
            </button>
          ) : !token ? (
            <button type="button" className={s.primary} onClick={() => redirectToLogin()} data-testid="coupon-receive-login">
              {t('coupon.loginToReceive')}
            </button>
          ) : (
            <button
              type="button"
              className={s.primary}
              disabled={isBusy(view)}
              onClick={() => void receive(view)}
              data-testid="coupon-receive-btn"
            >
              {isBusy(view) ? t('coupon.receiving') : t('coupon.receive')}
            </button>
          )}
          <button type="button" className={s.secondary} onClick={() => go('couponCentre')}>
            {t('coupon.toCentre')}
          </button>
        </div>
      )}
      {info.qrcode && (
        <div className={s.qr}>
          <img src={info.qrcode} alt={t('coupon.qrcode')} />
          {t('coupon.qrcode')}
        </div>
      )}
    </div>
  );
}
