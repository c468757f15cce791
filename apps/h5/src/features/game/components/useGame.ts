import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameLotteryResult, GameType } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useAuth } from '../../../shared/state/auth';
import { drawOnce, gameInfoQuery, gameKeys } from '../game.api';

const PAGE_OF = { turntable: 'gameTurntable', egg: 'gameSmashEggs', cards: 'gameCards' } as const;

/**
 * What every game page shares: the game of `?id=`, one draw at a time (a visitor is sent to log in first), and
 * the result to show once the page's animation has played (`reveal`).
 */
export const useGame = (type: GameType) => {
  const id = positiveId(usePageParams(PAGE_OF[type]).id);
  const info = useQuery({ ...gameInfoQuery(type, id), enabled: id > 0 });
  const token = useAuth((s) => s.token);
  const { redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GameLotteryResult | null>(null);

  /** One draw; null when refused (the server's message was shown) or when the visitor goes to log in. */
  const draw = async (): Promise<GameLotteryResult | null> => {
    if (!token) {
      redirectToLogin();
      return null;
    }
    if (busy) return null;
    setBusy(true);
    try {
      return await drawOnce(type, id);
    } catch {
      setBusy(false);
      return null;
    }
  };

  /** The animation is over: show the result and read the draws and points left again. */
  const reveal = (r: GameLotteryResult) => {
    setBusy(false);
    setResult(r);
    void queryClient.invalidateQueries({ queryKey: gameKeys.info(type, id) });
    void queryClient.invalidateQueries({ queryKey: ['member'] });
  };

  return { id, info, busy, draw, reveal, result, closeResult: () => setResult(null), loggedIn: Boolean(token) };
};
