import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { hasPage } from '../../../shared/pageFinder';
import { useGo } from '../../../shared/lib/nav';
import { couponFace, moneyText, rewardLink, rewardSections, type Reward, type RewardSection } from '../model/reward';
import { useRewardPopup } from '../state/account';
import s from './RewardPopup.module.css';
import { pagePath } from '../../../shared/pages';

/** Popup animation (spec §9): open 30 ms, close 300 ms. */
export const REWARD_OPEN_MS = 30;
export const REWARD_CLOSE_MS = 300;

/** A view link's target, or the member home while that page does not exist in this build. */
export const rewardTarget = (section: RewardSection): string => rewardLink(section, hasPage, pagePath('member'));

function Section({ section, reward, onGo }: { section: RewardSection; reward: Reward; onGo: (s: RewardSection) => void }) {
  const { t } = useTranslation();
  if (section === 'coupon') {
    return (
      <div className={s.block} data-testid="reward-coupon">
        <div className={s.blockHead}>
          <span className={s.blockTitle}>{t('login.reward.coupon', { n: reward.coupon_list.length })}</span>
          <button type="button" className={s.view} onClick={() => onGo('coupon')}>
            {t('login.reward.viewCoupon')}
          </button>
        </div>
        <ul className={s.coupons}>
          {reward.coupon_list.map((c, i) => {
            const face = couponFace(c);
            const least = Number(c.at_least) > 0;
            return (
              <li className={s.coupon} key={`${c.platformcoupon_name}-${i}`}>
                <span className={s.face}>
                  {face.kind === 'discount' ? (
                    t('login.reward.discount', { n: face.value, off: face.off })
                  ) : (
                    <>
                      <small>{t('common.currency')}</small>
                      {face.value}
                    </>
                  )}
                </span>
                <span className={s.couponText}>
                  <span className={s.couponName}>{c.platformcoupon_name}</span>
                  <span className={s.couponRule}>
                    {least ? t('login.reward.atLeast', { n: moneyText(c.at_least) }) : t('login.reward.noThreshold')}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  const value = section === 'balance' ? `${t('common.currency')}${moneyText(reward.balance)}` : String(reward[section]);
  const viewKey = section === 'point' ? 'viewPoint' : section === 'growth' ? 'viewGrowth' : 'viewBalance';
  return (
    <div className={s.row} data-testid={`reward-${section}`}>
      <span className={s.value}>{value}</span>
      <span className={s.label}>{t(`login.reward.${section}`)}</span>
      <button type="button" className={s.view} onClick={() => onGo(section)}>
        {t(`login.reward.${viewKey}`)}
      </button>
    </div>
  );
}

/**
 * The new-member reward popup (spec §4): full-screen overlay; sections point, growth, balance only when
 * above zero and the coupon list only when non-empty; each view link and the main button close it and go
 * on (point details, level, balance details, coupons — the member home while those pages are not built);
 * the main button goes to the member home. A tap on the mask does nothing.
 */
export default function RewardPopup() {
  const { t } = useTranslation();
  const { go } = useGo();
  const reward = useRewardPopup((st) => st.reward);
  const hide = useRewardPopup((st) => st.hide);
  const [view, setView] = useState<Reward | null>(reward);
  const [shown, setShown] = useState(false);
  const mainRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (reward) {
      setView(reward);
      const raf = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(raf);
    }
    setShown(false);
    const timer = setTimeout(() => setView(null), REWARD_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [reward]);

  useEffect(() => {
    if (shown) mainRef.current?.focus();
  }, [shown]);

  if (!view) return null;
  const sections = rewardSections(view);
  const leave = (to: string) => {
    hide();
    go(to);
  };

  return (
    <div
      className={shown ? `${s.mask} ${s.open}` : s.mask}
      style={{ transitionDuration: `${shown ? REWARD_OPEN_MS : REWARD_CLOSE_MS}ms` }}
      data-testid="reward-popup"
      data-state={reward ? 'open' : 'closing'}
    >
      <div className={s.card} role="dialog" aria-modal="true" aria-labelledby="reward-title">
        <div className={s.head}>
          <h2 id="reward-title" className={s.title}>
            {t('login.reward.title')}
          </h2>
          <p className={s.sub}>{t('login.reward.sub')}</p>
        </div>
        <div className={s.body}>
          {sections.map((sec) => (
            <Section key={sec} section={sec} reward={view} onGo={(x) => leave(rewardTarget(x))} />
          ))}
        </div>
        <button
          ref={mainRef}
          type="button"
          className={`m-btn-fill m-btn-fill--lg ${s.main}`}
          onClick={() => leave(pagePath('member'))}
          data-testid="reward-main"
        >
          {t('login.reward.main')}
        </button>
      </div>
    </div>
  );
}
