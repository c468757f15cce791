import { useQuery } from '@tanstack/react-query';
import type { MemberLevelRow } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { memberInfoQuery } from '../../member';
import { levelListQuery } from '../level.api';
import { discountZhe, hasGift, levelProgress } from '../model';
import s from './Level.module.css';

function Benefits({ level }: { level: MemberLevelRow }) {
  const { t } = useTranslation();
  const zhe = discountZhe(level.consume_discount);
  return (
    <ul className={s.lines}>
      <li>{t('level.need', { n: level.growth })}</li>
      <li>
        {zhe ? <span className={s.em}>{t('level.discount', { n: zhe, off: 100 - level.consume_discount })}</span> : t('level.noDiscount')}
      </li>
      {hasGift(level) ? (
        <li>
          {t('level.gift')}
          {': '}
          {[
            level.send_point > 0 ? t('level.giftPoint', { n: level.send_point }) : '',
            Number(level.send_balance) > 0 ? t('level.giftBalance', { n: level.send_balance }) : '',
            ...level.send_coupon_list.map((c) => t('level.giftCoupon', { name: c.platformcoupon_name })),
          ]
            .filter(Boolean)
            .join(' · ')}
        </li>
      ) : (
        <li>{t('level.noGift')}</li>
      )}
      {level.remark && <li>{level.remark}</li>}
    </ul>
  );
}

/** `member/level`: the member's level and growth bar to the next, then every level with its discount, badge and gift. */
export default function LevelPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const info = useQuery(memberInfoQuery());
  const levels = useQuery(levelListQuery());
  if (info.isPending || levels.isPending) return <LoadingView fullPage />;
  if (info.isError || levels.isError || !info.data) {
    return (
      <ErrorView
        onRetry={() => {
          void info.refetch();
          void levels.refetch();
        }}
      />
    );
  }
  const m = info.data;
  const p = levelProgress(levels.data, m.member_level, m.growth);
  return (
    <div className={s.page} data-testid="level-page">
      <section className={s.hero}>
        <div className={s.heroTop}>
          {p.current?.level_label && <span className={s.badge}>{p.current.level_label}</span>}
          <span className={s.heroName} data-testid="level-current">
            {p.current?.level_name ?? m.member_level_name}
          </span>
          <button type="button" className={s.rulesLink} onClick={() => go('levelGrowthRules')} data-testid="level-rules-link">
            {t('level.rules')} ›
          </button>
        </div>
        <div className={s.growth}>
          {t('level.growth')}
          <b data-testid="level-growth">{m.growth}</b>
        </div>
        <div className={s.bar} role="progressbar" aria-valuenow={p.percent} aria-valuemin={0} aria-valuemax={100}>
          <div className={s.barFill} style={{ width: `${p.percent}%` }} />
        </div>
        <div className={s.heroTip} data-testid="level-next">
          {p.next ? t('level.toNext', { n: p.need, name: p.next.level_name }) : t('level.top')}
        </div>
      </section>
      <h2 className={s.sectionTitle}>{t('level.list')}</h2>
      {levels.data.length === 0 ? (
        <EmptyState />
      ) : (
        levels.data.map((l) => {
          const on = l.level_id === p.current?.level_id;
          return (
            <div key={l.level_id} className={on ? `${s.card} ${s.cardOn}` : s.card} data-testid="level-row">
              <div className={s.cardHead}>
                {l.level_label && <span className={s.cardBadge}>{l.level_label}</span>}
                <span className={s.cardName}>{l.level_name}</span>
                {on ? (
                  <span className={s.mark}>{t('level.current')}</span>
                ) : l.growth <= m.growth ? (
                  <span className={s.markDim}>{t('level.reached')}</span>
                ) : null}
              </div>
              <Benefits level={l} />
            </div>
          );
        })
      )}
    </div>
  );
}
