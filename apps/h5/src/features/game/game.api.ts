import { queryOptions } from '@tanstack/react-query';
import { gameApi, type GameDrawRecord, type GameLotteryResult, type GameType, type Paged } from '@mall/contract';
import { api } from '../../shared/lib/api';

export const gameKeys = {
  all: ['game'] as const,
  list: () => ['game', 'list'] as const,
  /** Under the member's keys too: what is left to a member changes with every draw. */
  info: (type: GameType, id: number) => ['game', 'info', type, id] as const,
  records: (id: number) => ['member', 'game', 'records', id] as const,
};

const INFO = { turntable: gameApi.turntableInfo, egg: gameApi.eggInfo, cards: gameApi.cardsInfo } as const;
const LOTTERY = { turntable: gameApi.turntableLottery, egg: gameApi.eggLottery, cards: gameApi.cardsLottery } as const;

/** A game with its awards, recent winners and the caller's draws left. */
export const gameInfoQuery = (type: GameType, id: number) =>
  queryOptions({
    queryKey: gameKeys.info(type, id),
    queryFn: ({ signal }) => api.call(INFO[type], { id }, { signal, silent: true }),
  });

/** The games running now. */
export const gameListQuery = () =>
  queryOptions({
    queryKey: gameKeys.list(),
    queryFn: async ({ signal }) => (await api.call(gameApi.lists, {}, { signal, silent: true })).list,
  });

/** One draw; a refusal (no points, no draws left) shows the server's message as a toast and rejects. */
export const drawOnce = (type: GameType, id: number): Promise<GameLotteryResult> => api.call(LOTTERY[type], { id });

/** A page of the member's wins of a game. */
export const fetchRecords = (id: number, page: number, pageSize: number): Promise<Paged<GameDrawRecord>> =>
  api.call(gameApi.recordPage, { id, page, page_size: pageSize }, { silent: true });
