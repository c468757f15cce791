import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CURRENCY_SYMBOL } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { pageUrl } from '../../../shared/pages';
import { useAppState } from '../../../shared/state/app';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { myCouponNumsQuery } from '../../coupon';
import { memberInfoQuery } from '../member.api';
import { assetsSummary } from '../model/assets';
import s from './Assets.module.css';

/** `member/assets`: the member's balance (withdrawable and not), points, growth and unused coupons, from the server. */
export default function AssetsPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const info = useQuery(memberInfoQuery());
  const coupons = useQuery(myCouponNumsQuery());
  const addons = useAppState((st) => st.addons);
  const hasWithdraw = Number(addons.memberwithdraw) === 1;
  const canRecharge = Number(addons.memberrecharge) === 1;
  // The card opens the balance page; its own buttons lead elsewhere and keep the tap to themselves.
  const action = (to: string) => (e: MouseEvent) => {
    e.stopPropagation();
    go(to);
  };
  if (info.isPending || coupons.isPending) return <LoadingView fullPage />;
  if (info.isError || coupons.isError || !info.data) {
    return (
      <ErrorView
        onRetry={() => {
          void info.refetch();
          void coupons.refetch();
        }}
      />
    );
  }
  const a = assetsSummary(info.data, { shop: coupons.data.shop[0] ?? 0, platform: coupons.data.platform[0] ?? 0 });
  return (
    <div className={s.page} data-testid="assets">
      <section
        className={s.hero}
        role="link"
        tabIndex={0}
        onClick={() => go('balance')}
        onKeyDown={(e) => e.key === 'Enter' && e.target === e.currentTarget && go('balance')}
        data-testid="assets-to-balance"
      >
        <div className={s.heroLabel}>{t('assets.balance')}</div>
        <div className={s.heroValue} data-testid="assets-balance">
          {CURRENCY_SYMBOL}
          {a.balance}
        </div>
        {canRecharge && (
          <button type="button" className={s.heroAction} onClick={action(pageUrl('rechargeList'))} data-testid="assets-recharge">
            {t('assets.recharge')}
          </button>
        )}
        <div className={s.heroParts}>
          <span>
            {t('assets.withdrawable')}
            <b>
              {CURRENCY_SYMBOL}
              {a.withdrawable}
            </b>
          </span>
          <span>
            {t('assets.locked')}
            <b>
              {CURRENCY_SYMBOL}
              {a.locked}
            </b>
          </span>
        </div>
        {hasWithdraw && (
          <button type="button" className={s.withdraw} onClick={action(pageUrl('applyWithdrawal'))} data-testid="assets-withdraw">
            {t('assets.withdraw')}
          </button>
        )}
      </section>
      <section className={s.grid}>
        <button type="button" className={s.item} onClick={() => go('point')} data-testid="assets-to-point">
          <span className={s.value} data-testid="assets-point">
            {a.point}
          </span>
          <span className={s.label}>{t('assets.point')}</span>
        </button>
        <div className={s.item}>
          <span className={s.value} data-testid="assets-growth">
            {a.growth}
          </span>
          <span className={s.label}>{t('assets.growth')}</span>
        </div>
        <button type="button" className={s.item} onClick={() => go('myCoupons')} data-testid="assets-coupons">
          <span className={s.value}>{a.coupons}</span>
          <span className={s.label}>{t('assets.coupons')}</span>
        </button>
      </section>
      {info.data.member_level_name && (
        <div className={s.level}>
          <span>{t('assets.level')}</span> {info.data.member_level_name}
        </div>
      )}
    </div>
  );
}
