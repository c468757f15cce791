import { useQuery } from '@tanstack/react-query';
import type { GameType } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useAppState } from '../../../shared/state/app';
import { gameListQuery } from '../game.api';
import s from './GameEntries.module.css';

const PAGE_OF = { turntable: 'gameTurntable', egg: 'gameSmashEggs', cards: 'gameCards' } as const satisfies Record<GameType, string>;

/** 积分游戏 on the points page: the games running now whose add-on is on, each a tap away. Nothing when none runs. */
export default function GameEntries() {
  const { t } = useTranslation();
  const { go } = useGo();
  const addons = useAppState((st) => st.addons);
  const list = useQuery(gameListQuery());
  const games = (list.data ?? []).filter((g) => Number(addons[g.game_type]) === 1);
  if (games.length === 0) return null;
  return (
    <section className={s.box} data-testid="game-entries">
      <h2 className={s.title}>{t('game.entriesTitle')}</h2>
      <div className={s.grid}>
        {games.map((g) => (
          <button
            key={g.game_id}
            type="button"
            className={s.entry}
            onClick={() => go(PAGE_OF[g.game_type], { id: g.game_id })}
            data-testid={`game-entry-${g.game_type}`}
          >
            <span className={s.kind}>{t(`game.type_${g.game_type}`)}</span>
            <span className={s.name}>{g.game_name}</span>
            <span className={s.cost}>{g.points > 0 ? t('game.cost', { count: g.points }) : t('game.free')}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
