import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardFor, type SigninReward } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { memberInfoQuery, memberKeys } from '../../member';
import { isSignQuery, signInToday, signinConfigQuery, signRecordsQuery } from '../signin.api';
import { mallToday, monthGrid, nextReward } from '../model';
import s from './Signin.module.css';

function RewardText({ r }: { r: SigninReward }) {
  const { t } = useTranslation();
  return (
    <>
      {r.point > 0 && <span>{t('signin.rewardPoint', { n: r.point })}</span>}
      {r.growth > 0 && <span>{t('signin.rewardGrowth', { n: r.growth })}</span>}
    </>
  );
}

/** `member/signin`: today's button, the streak, this month's calendar with the signed days, the reward rows and a success popup. */
export default function SigninPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useQuery(signinConfigQuery());
  // issign first: it ends a broken streak, so the member's figures read after it are right.
  const isSign = useQuery(isSignQuery());
  const info = useQuery({ ...memberInfoQuery(), enabled: isSign.isSuccess });
  const records = useQuery(signRecordsQuery());
  const [busy, setBusy] = useState(false);
  const [won, setWon] = useState<SigninReward | null>(null);

  const all = [config, isSign, info, records];
  if (all.some((q) => q.isPending)) return <LoadingView fullPage />;
  if (all.some((q) => q.isError) || !info.data || !config.data) return <ErrorView onRetry={() => all.forEach((q) => void q.refetch())} />;

  const on = config.data.is_use === 1;
  const rows = config.data.value.reward;
  const signed = isSign.data === 1;
  const streak = info.data.sign_days_series;
  const today = mallToday();
  const signedDays = new Set((records.data ?? []).map((r) => r.date));
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const highlight = signed ? rewardFor(rows, streak) : nextReward(rows, streak);

  const sign = async () => {
    setBusy(true);
    try {
      setWon(await signInToday());
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    } catch {
      // The request client has shown the server's message (e.g. already signed in today).
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={s.page} data-testid="signin-page">
      <section className={s.hero}>
        <div className={s.heroFigures}>
          <div>
            <span className={s.heroLabel}>{t('signin.streak')}</span>
            <b className={s.heroValue} data-testid="signin-streak">
              {t('signin.days', { count: streak })}
            </b>
          </div>
          <div>
            <span className={s.heroLabel}>{t('signin.point')}</span>
            <b className={s.heroValue} data-testid="signin-point">
              {info.data.point}
            </b>
          </div>
        </div>
        <button
          type="button"
          className={s.signBtn}
          disabled={!on || signed || busy}
          onClick={() => void sign()}
          data-testid="signin-button"
        >
          {!on ? t('signin.closed') : signed ? t('signin.signed') : busy ? t('signin.signing') : t('signin.sign')}
        </button>
      </section>

      <section className={s.card}>
        <h2 className={s.cardTitle} data-testid="signin-month">
          {t('signin.month', { year, month })}
        </h2>
        <div className={s.week}>
          {[0, 1, 2, 3, 4, 5, 6].map((i) => (
            <span key={i} className={s.weekday}>
              {t(`signin.weekdays.w${i}`)}
            </span>
          ))}
        </div>
        {monthGrid(today).map((week) => (
          <div key={week[0].date} className={s.week}>
            {week.map((d) => {
              const isSigned = signedDays.has(d.date);
              const cls = [s.day, d.inMonth ? '' : s.dayOut, d.today ? s.dayToday : '', isSigned ? s.daySigned : '']
                .filter(Boolean)
                .join(' ');
              return (
                <span key={d.date} className={cls} data-date={d.date} data-signed={isSigned ? 1 : 0} data-testid="signin-day">
                  {d.day}
                  {isSigned && <small className={s.dayMark}>{t('signin.signedMark')}</small>}
                </span>
              );
            })}
          </div>
        ))}
      </section>

      <section className={s.card}>
        <h2 className={s.cardTitle}>{t('signin.rewards')}</h2>
        {rows.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={s.rewards}>
            {rows.map((r, i) => (
              <li key={r.day} className={highlight?.day === r.day ? `${s.reward} ${s.rewardOn}` : s.reward} data-testid="signin-reward">
                <span className={s.rewardDay}>
                  {i === rows.length - 1 ? t('signin.rewardDayAfter', { day: r.day }) : t('signin.rewardDay', { day: r.day })}
                </span>
                <span className={s.rewardGain}>
                  <RewardText r={r} />
                </span>
              </li>
            ))}
          </ul>
        )}
        <h3 className={s.rulesTitle}>{t('signin.rulesTitle')}</h3>
        <p className={s.rule}>{t('signin.rule1')}</p>
        <p className={s.rule}>{t('signin.rule2')}</p>
      </section>

      <Popup visible={won !== null} onMaskClick={() => setWon(null)} onClose={() => setWon(null)} bodyClassName={s.popup}>
        {won && (
          <div className={s.success} data-testid="signin-success" role="dialog" aria-labelledby="signin-success-title">
            <h3 id="signin-success-title" className={s.successTitle}>
              {t('signin.successTitle')}
            </h3>
            <p className={s.successGain}>
              <RewardText r={won} />
            </p>
            <p className={s.successText}>{t('signin.successText', { count: streak })}</p>
            <button type="button" className="m-btn-fill m-btn-fill--block" onClick={() => setWon(null)} data-testid="signin-success-ok">
              {t('signin.ok')}
            </button>
          </div>
        )}
      </Popup>
    </div>
  );
}
