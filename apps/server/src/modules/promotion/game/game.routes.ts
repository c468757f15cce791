import { gameAdminApi, gameApi, type GameType } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { translate } from '../../../infra/http/messages';
import { gameAdd, gameAdminList, gameClose, gameEdit } from './game.admin';
import { drawGame } from './game.draw';
import { gameMessages } from './game.messages';
import { cryptoRandom, type GameRandom } from './game.pick';
import { gameInfo, gameRecordPage, runningGames } from './game.read';

/** Games for shoppers (reference §4.18): each type's info and lottery under its addon's path, and the records. */
export const gameRoutes = (random: GameRandom = cryptoRandom): RouteSpec[] => {
  const pair = (type: GameType, info: typeof gameApi.turntableInfo, lottery: typeof gameApi.turntableLottery) => [
    serve(info, ({ id }, { deps, memberId, lang }) =>
      gameInfo(deps.database.db, type, id, memberId, translate(gameMessages.gameThanks, lang)),
    ),
    serve(lottery, ({ id }, { deps, memberId }) => drawGame(deps.database.db, type, id, memberId, random)),
  ];
  return [
    ...pair('turntable', gameApi.turntableInfo, gameApi.turntableLottery),
    ...pair('egg', gameApi.eggInfo, gameApi.eggLottery),
    ...pair('cards', gameApi.cardsInfo, gameApi.cardsLottery),
    serve(gameApi.lists, ({ game_type }, { deps }) => runningGames(deps.database.db, game_type)),
    serve(gameApi.recordPage, (p, { deps, memberId }) => gameRecordPage(deps.database.db, memberId, p)),
  ];
};

/** Games for the operator (x-admin-key). */
export const gameAdminRoutes = (): RouteSpec[] => [
  serve(gameAdminApi.lists, (p, { deps }) => gameAdminList(deps.database.db, p)),
  serve(gameAdminApi.add, (p, { deps }) => gameAdd(deps.database.db, p)),
  serve(gameAdminApi.edit, (p, { deps }) => gameEdit(deps.database.db, p)),
  serve(gameAdminApi.close, ({ game_id }, { deps }) => gameClose(deps.database.db, game_id)),
];
