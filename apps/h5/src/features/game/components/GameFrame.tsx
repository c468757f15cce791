import type { ReactNode } from 'react';
import { GAME_JOIN_TYPE, GAME_STATUS, type GameInfo } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { formatTime } from '../../../shared/lib/time';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { awardValueText } from '../model';
import type { useGame } from './useGame';
import s from './Game.module.css';

/** A game's title, cost, draws left and points above its stage; winners, prizes and rules below. */
function Frame({ game, stage, testId }: { game: GameInfo; stage: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const perDay = game.join_type === GAME_JOIN_TYPE.day;
  const winners = game.is_show_winner ? game.draw_record : [];
  return (
    <div className={s.page} data-testid={testId} data-status={game.status}>
      <div className={s.top}>
        <header className={s.head}>
          <h1 className={s.title}>{game.game_name}</h1>
          <p className={s.meta}>
            <span data-testid="game-cost">{game.points > 0 ? t('game.cost', { count: game.points }) : t('game.free')}</span>
            <span data-testid="game-surplus">
              {perDay ? t('game.surplusToday', { count: game.surplus_num }) : t('game.surplus', { count: game.surplus_num })}
            </span>
          </p>
          {game.member_point !== null && (
            <p className={s.point} data-testid="game-point">
              {t('game.myPoint', { n: game.member_point })}
            </p>
          )}
        </header>
        {winners.length > 0 && (
          <div className={s.marquee} data-testid="game-marquee">
            <div className={s.marqueeTrack} style={{ animationDuration: `${Math.max(8, winners.length * 4)}s` }}>
              {[...winners, ...winners].map((w, i) => (
                <span key={`${w.record_id}-${i}`} className={s.marqueeItem}>
                  {t('game.marquee', { name: w.member_nick_name, award: w.award_name })}
                </span>
              ))}
            </div>
          </div>
        )}
        {game.status !== GAME_STATUS.RUNNING && (
          <p className={s.notice} data-testid="game-status">
            {t(`game.status${game.status}`)}
          </p>
        )}
        <section className={s.stage}>{stage}</section>
        <button type="button" className={s.recordsLink} onClick={() => go('gameRecord', { id: game.game_id })} data-testid="game-records">
          {t('game.records')}
        </button>
      </div>
      <section className={s.card}>
        <h2 className={s.cardTitle}>{t('game.awards')}</h2>
        <ul className={s.awards}>
          {game.award
            .filter((a) => a.award_id > 0)
            .map((a) => (
              <li key={a.award_id} className={s.award}>
                <span>{a.award_name}</span>
                <span className={s.awardValue}>{awardValueText(a, t)}</span>
              </li>
            ))}
        </ul>
      </section>
      <section className={s.card}>
        <h2 className={s.cardTitle}>{t('game.rules')}</h2>
        <p className={s.rule}>{t('game.time', { start: formatTime(game.start_time), end: formatTime(game.end_time) })}</p>
        {game.points > 0 && <p className={s.rule}>{t('game.ruleCost', { count: game.points })}</p>}
        <p className={s.rule}>
          {perDay ? t('game.ruleDay', { count: game.join_frequency }) : t('game.ruleTotal', { count: game.join_frequency })}
        </p>
        {game.remark && <p className={s.rule}>{game.remark}</p>}
      </section>
    </div>
  );
}

/** Loading, error and not-found states of a game page around its frame. */
export function GameFrame({ g, testId, stage }: { g: ReturnType<typeof useGame>; testId: string; stage: (game: GameInfo) => ReactNode }) {
  const { t } = useTranslation();
  if (g.id === 0) return <EmptyState text={t('game.notFound')} showHome />;
  if (g.info.isPending) return <LoadingView fullPage />;
  if (g.info.isError) return <ErrorView onRetry={() => void g.info.refetch()} />;
  return <Frame game={g.info.data} stage={stage(g.info.data)} testId={testId} />;
}

/** Whether a draw may start now: the game running with draws left (points are checked by the server). */
export const canPlay = (game: GameInfo): boolean => game.status === GAME_STATUS.RUNNING && game.surplus_num > 0;
