import { useSearchParams } from '../../../shared/lib/router';
import { usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import type { CouponType, PlatformCouponType } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { PagedList } from '../../../shared/ui/PagedList';
import { couponKeys, fetchPlatformTypes, fetchShopTypes, type CouponKind } from '../coupon.api';
import { CouponCard } from '../components/CouponCard';
import { Tabs } from '../components/Tabs';
import { fromPlatformType, fromShopType, goodsUrlOf } from '../model/coupon';
import { useReceiveCoupon } from '../useReceive';
import s from './CouponPages.module.css';

/** 领券中心: shop coupons and platform coupons, paged, with receive / use buttons. */
export default function CouponCenterPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const [, setParams] = useSearchParams();
  const kind: CouponKind = usePageParams('couponCentre').type === 'platform' ? 'platform' : 'shop';
  const { receive, isBusy } = useReceiveCoupon();
  const setKind = (k: CouponKind) => setParams(k === 'shop' ? {} : { type: k }, { replace: true });

  return (
    <div className={s.page}>
      <Tabs
        tabs={[
          { key: 'shop' as const, label: t('coupon.shopTab') },
          { key: 'platform' as const, label: t('coupon.platformTab') },
        ]}
        active={kind}
        onChange={setKind}
        testIdPrefix="coupon-tab"
      />
      {kind === 'shop' ? (
        <PagedList<CouponType>
          key="shop"
          queryKey={[...couponKeys.centre('shop')]}
          fetchPage={fetchShopTypes}
          itemKey={(c) => c.coupon_type_id}
          empty={{ text: t('coupon.emptyCentre'), showHome: true }}
          renderItem={(c) => {
            const v = fromShopType(c);
            return <CouponCard coupon={v} busy={isBusy(v)} onReceive={(c) => void receive(c)} onUse={(x) => go(goodsUrlOf(x))} />;
          }}
        />
      ) : (
        <PagedList<PlatformCouponType>
          key="platform"
          queryKey={[...couponKeys.centre('platform')]}
          fetchPage={fetchPlatformTypes}
          itemKey={(c) => c.platformcoupon_type_id}
          empty={{ text: t('coupon.emptyCentre'), showHome: true }}
          renderItem={(c) => {
            const v = fromPlatformType(c);
            return <CouponCard coupon={v} busy={isBusy(v)} onReceive={(c) => void receive(c)} onUse={(x) => go(goodsUrlOf(x))} />;
          }}
        />
      )}
    </div>
  );
}
