import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idListParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import { yuanParam } from './goods';

/**
 * Games 游戏 (addons `turntable` 幸运抽奖, `egg` 砸金蛋, `cards` 刮刮乐; reference §4.18, §5, §6): a member pays
 * `points` per draw, at most `join_frequency` draws per day (`join_type` 1) or per activity (`join_type` 0), wins
 * with the chance `winning_rate` (%), and then gets one award picked by the awards' `award_winning_rate` weights
 * among those with units left. Status: 0 未开始, 1 进行中, 2 已结束, 3 已关闭.
 */
export const GAME_TYPES = ['turntable', 'egg', 'cards'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const GAME_STATUS = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: 3 } as const;
export type GameStatus = (typeof GAME_STATUS)[keyof typeof GAME_STATUS];

/** `join_type`: draws counted over the whole activity or per day. */
export const GAME_JOIN_TYPE = { activity: 0, day: 1 } as const;

/** `award_type`: 1 points, 2 balance (non-withdrawable `balance`), 3 coupon (platform coupon type), 4 gift. */
export const GAME_AWARD_TYPE = { point: 1, balance: 2, coupon: 3, gift: 4 } as const;
export type GameAwardType = (typeof GAME_AWARD_TYPE)[keyof typeof GAME_AWARD_TYPE];

/** The turntable always shows this many cells; cells without an award are 谢谢参与 with `award_id` -1. */
export const TURNTABLE_CELLS = 8;
export const NO_AWARD_ID = -1;

/** An award as the game pages show it. */
export interface GameAward {
  award_id: number;
  award_name: string;
  award_img: string;
  award_type: GameAwardType | 0;
  relate_id: number;
  relate_name: string;
  point: number;
  /** Yuan, "2.00". */
  balance: string;
  award_num: number;
  remaining_num: number;
}

/** A draw that won, as the winner marquee and the records page show it. */
export interface GameDrawRecord {
  record_id: number;
  game_id: number;
  member_id: number;
  member_nick_name: string;
  is_winning: 0 | 1;
  award_id: number;
  award_name: string;
  award_type: number;
  relate_id: number;
  relate_name: string;
  point: number;
  balance: string;
  create_time: number;
}

export interface GameFields {
  game_id: number;
  game_name: string;
  game_type: GameType;
  /** Points per draw. */
  points: number;
  start_time: number;
  end_time: number;
  status: GameStatus;
  remark: string;
  no_winning_desc: string;
  no_winning_img: string;
  is_show_winner: 0 | 1;
  join_type: 0 | 1;
  join_frequency: number;
  /** Member level ids allowed to play, ",1,2,"; empty for every level. */
  level_id: string;
  /** Chance of winning in percent, e.g. 35.5. */
  winning_rate: number;
}

export interface GameInfo extends GameFields {
  award: GameAward[];
  /** Recent winners (only when `is_show_winner`). */
  draw_record: GameDrawRecord[];
  /** Draws the caller has left today / in the activity (for a visitor: `join_frequency`). */
  surplus_num: number;
  /** The caller's points, null for a visitor. */
  member_point: number | null;
}

/** `/…/lottery`: a miss, or the award won. */
export type GameLotteryResult =
  | { is_winning: 0; record_id: number }
  | {
      is_winning: 1;
      record_id: number;
      award_id: number;
      award_name: string;
      award_img: string;
      award_type: GameAwardType;
      relate_id: number;
      relate_name: string;
      point: number;
      balance: string;
    };

export const gameIdParams = z.object({ id: idParam(), site_id: optional(intParam(0, 2_147_483_647)) });
export type GameIdParams = z.infer<typeof gameIdParams>;
export const gameListParams = z.object({ game_type: optional(z.enum(GAME_TYPES)) });
export const gameRecordPageParams = pageParams.extend({ id: idParam() });
export type GameRecordPageParams = z.infer<typeof gameRecordPageParams>;

// ---------------------------------------------------------------- operator

/** Percent with at most two decimals, 0 to 100, read as hundredths of a percent (basis points of 10000). */
export const winningRateParam = () =>
  z.preprocess((v) => {
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v;
    if (typeof s !== 'string' || !/^\d{1,3}(\.\d{1,2})?$/.test(s)) return Symbol('invalid');
    return Math.round(Number(s) * 100);
  }, z.number().int().min(0).max(10_000));

/** A JSON text becomes its value; text that is not JSON is refused by the schema after it. */
const jsonText = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return Symbol('invalid json');
  }
};

export const gameAwardInput = z.object({
  /** An award of the game kept by an edit; left out for a new one. */
  award_id: optional(idParam()),
  award_name: strParam(1, 64),
  award_img: withDefault(strParam(0, 255), ''),
  award_type: z.preprocess(
    (v) => (typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  ),
  /** Coupon: the platform coupon type; gift: the gift. */
  relate_id: withDefault(intParam(0, 2_147_483_647), 0),
  relate_name: withDefault(strParam(0, 64), ''),
  point: withDefault(intParam(0, 1_000_000), 0),
  balance: withDefault(yuanParam(100_000_00), 0),
  award_num: intParam(1, 1_000_000),
  /** The award's weight among the awards left. */
  award_winning_rate: intParam(1, 10_000),
});
export type GameAwardInput = z.infer<typeof gameAwardInput>;

export const gameAddParams = z.object({
  game_type: z.enum(GAME_TYPES),
  game_name: strParam(1, 64),
  points: intParam(0, 1_000_000),
  start_time: intParam(0, 4_102_444_800),
  end_time: intParam(1, 4_102_444_800),
  remark: withDefault(strParam(0, 1000), ''),
  no_winning_desc: withDefault(strParam(0, 255), ''),
  no_winning_img: withDefault(strParam(0, 255), ''),
  is_show_winner: withDefault(intParam(0, 1), 1),
  join_type: withDefault(intParam(0, 1), 1),
  join_frequency: intParam(1, 10_000),
  /** Level ids allowed, "1,2"; empty for all. */
  level_id: optional(idListParam(50)),
  winning_rate: winningRateParam(),
  /** A JSON string (or array) of 1 to 20 awards. */
  award: z.preprocess(jsonText, z.array(gameAwardInput).min(1).max(20)),
});
export type GameAddParams = z.infer<typeof gameAddParams>;
/** The type of a game does not change. */
export const gameEditParams = gameAddParams.omit({ game_type: true }).extend({ game_id: idParam() });
export type GameEditParams = z.infer<typeof gameEditParams>;
export const gameCloseParams = z.object({ game_id: idParam() });
export const gameAdminListParams = pageParams.extend({
  game_type: optional(z.enum(GAME_TYPES)),
  status: optional(intParam(0, 3)),
});
export type GameAdminListParams = z.infer<typeof gameAdminListParams>;

export interface GameAdminAward extends GameAward {
  award_winning_rate: number;
}

export interface GameAdmin extends GameFields {
  create_time: number;
  award: GameAdminAward[];
  /** Draws so far, and how many of them won. */
  join_num: number;
  winning_num: number;
}

/**
 * Games for shoppers (reference §4.18). Each endpoint is written out whole: the H5 build reads a plain
 * `endpoint({...})` as its path alone, so the shared param schemas stay out of the storefront.
 */
export const gameApi = {
  turntableInfo: endpoint({
    path: '/turntable/api/turntable/info',
    access: 'optional',
    params: gameIdParams,
    response: returns<GameInfo>(),
    summary: 'A turntable with its awards padded to 8 cells, recent winners and the draws left',
  }),
  turntableLottery: endpoint({
    path: '/turntable/api/turntable/lottery',
    access: 'member',
    params: gameIdParams,
    response: returns<GameLotteryResult>(),
    write: true,
    summary: 'One turntable draw: points taken, maybe an award granted',
  }),
  eggInfo: endpoint({
    path: '/egg/api/egg/info',
    access: 'optional',
    params: gameIdParams,
    response: returns<GameInfo>(),
    summary: 'A smash-the-eggs game with its awards, recent winners and the draws left',
  }),
  eggLottery: endpoint({
    path: '/egg/api/egg/lottery',
    access: 'member',
    params: gameIdParams,
    response: returns<GameLotteryResult>(),
    write: true,
    summary: 'One egg smashed: points taken, maybe an award granted',
  }),
  cardsInfo: endpoint({
    path: '/cards/api/cards/info',
    access: 'optional',
    params: gameIdParams,
    response: returns<GameInfo>(),
    summary: 'A scratch-card game with its awards, recent winners and the draws left',
  }),
  cardsLottery: endpoint({
    path: '/cards/api/cards/lottery',
    access: 'member',
    params: gameIdParams,
    response: returns<GameLotteryResult>(),
    write: true,
    summary: 'One card scratched: points taken, maybe an award granted',
  }),
  lists: endpoint({
    path: '/api/game/lists',
    access: 'visitor',
    params: gameListParams,
    response: returns<{ list: GameFields[] }>(),
    summary: 'The games running now (the points page lists them), newest first',
  }),
  recordPage: endpoint({
    path: '/api/game/recordPage',
    access: 'member',
    params: gameRecordPageParams,
    response: returns<Paged<GameDrawRecord>>(),
    summary: "A page of the member's winning draws of a game, newest first",
  }),
};

/** Games for the operator (x-admin-key). */
export const gameAdminApi = {
  lists: endpoint({
    path: '/admin/api/game/lists',
    access: 'operator',
    params: gameAdminListParams,
    response: returns<Paged<GameAdmin>>(),
    summary: 'A page of games with their awards',
  }),
  add: endpoint({
    path: '/admin/api/game/add',
    access: 'operator',
    params: gameAddParams,
    response: returns<GameAdmin>(),
    write: true,
    summary: 'Add a game (turntable, egg or cards) with its awards',
  }),
  edit: endpoint({
    path: '/admin/api/game/edit',
    access: 'operator',
    params: gameEditParams,
    response: returns<GameAdmin>(),
    write: true,
    summary: 'Change a game that is not closed; an award kept by award_id keeps what was won of it',
  }),
  close: endpoint({
    path: '/admin/api/game/close',
    access: 'operator',
    params: gameCloseParams,
    response: returns<GameAdmin>(),
    write: true,
    summary: 'Close a game: no more draws',
  }),
};
