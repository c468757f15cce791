import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../shared/lib/router';
import { usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { COUPON_STATE, type CouponState, type MemberCoupon, type MemberPlatformCoupon } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { PagedList } from '../../../shared/ui/PagedList';
import { couponKeys, fetchMyPlatformCoupons, fetchMyShopCoupons, myCouponNumsQuery, type CouponKind } from '../coupon.api';
import { CouponCard } from '../components/CouponCard';
import { Tabs } from '../components/Tabs';
import { fromMemberCoupon, fromMemberPlatformCoupon, goodsUrlOf } from '../model/coupon';
import s from './CouponPages.module.css';

const STATES: { state: CouponState; key: string }[] = [
  { state: COUPON_STATE.unused, key: 'coupon.unused' },
  { state: COUPON_STATE.used, key: 'coupon.used' },
  { state: COUPON_STATE.expired, key: 'coupon.expired' },
];

/** 我的优惠券: shop and platform coupons by state (未使用 / 已使用 / 已过期, with counts). */
export default function MyCouponsPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const [, setParams] = useSearchParams();
  const query = usePageParams('myCoupons');
  const kind: CouponKind = query.type === 'platform' ? 'platform' : 'shop';
  const stateParam = query.state;
  const state: CouponState = stateParam === COUPON_STATE.used || stateParam === COUPON_STATE.expired ? stateParam : COUPON_STATE.unused;
  const nums = useQuery(myCouponNumsQuery());
  const set = (k: CouponKind, st: CouponState) => {
    const next: Record<string, string> = {};
    if (k === 'platform') next.type = k;
    if (st !== COUPON_STATE.unused) next.state = String(st);
    setParams(next, { replace: true });
  };
  const count = (k: CouponKind, st: CouponState) => nums.data?.[k][st - 1];
  const kindLabel = (k: CouponKind) => {
    const label = t(k === 'shop' ? 'coupon.shopTab' : 'coupon.platformTab');
    const n = count(k, 1);
    return n === undefined ? label : t('coupon.tabCount', { label, n });
  };

  return (
    <div className={s.page}>
      <Tabs
        tabs={[
          { key: 'shop' as const, label: kindLabel('shop') },
          { key: 'platform' as const, label: kindLabel('platform') },
        ]}
        active={kind}
        onChange={(k) => set(k, state)}
        testIdPrefix="mine-kind"
      />
      <Tabs
        tabs={STATES.map((x) => {
          const n = count(kind, x.state);
          return { key: x.state, label: n === undefined ? t(x.key) : t('coupon.tabCount', { label: t(x.key), n }) };
        })}
        active={state}
        onChange={(st) => set(kind, st)}
        testIdPrefix="mine-state"
      />
      {kind === 'shop' ? (
        <PagedList<MemberCoupon>
          key={`shop-${state}`}
          queryKey={[...couponKeys.mine('shop', state)]}
          fetchPage={(page, size) => fetchMyShopCoupons(state, page, size)}
          itemKey={(c) => c.coupon_id}
          empty={{ text: t('coupon.emptyMine') }}
          renderItem={(c) => <CouponCard coupon={fromMemberCoupon(c)} onUse={(x) => go(goodsUrlOf(x))} />}
        />
      ) : (
        <PagedList<MemberPlatformCoupon>
          key={`platform-${state}`}
          queryKey={[...couponKeys.mine('platform', state)]}
          fetchPage={(page, size) => fetchMyPlatformCoupons(state, page, size)}
          itemKey={(c) => c.platformcoupon_id}
          empty={{ text: t('coupon.emptyMine') }}
          renderItem={(c) => <CouponCard coupon={fromMemberPlatformCoupon(c)} onUse={(x) => go(goodsUrlOf(x))} />}
        />
      )}
      <div className={s.actions}>
        <button type="button" className={s.secondary} onClick={() => go('couponCentre')} data-testid="mine-to-centre">
          {t('coupon.toCentre')}
        </button>
      </div>
    </div>
  );
}
