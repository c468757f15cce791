import type { ModuleParts } from '../../parts';
import { gameAdminRoutes, gameRoutes } from './game.routes';
export { gameRoutes, gameAdminRoutes } from './game.routes';
export { drawGame, grantGiftAward } from './game.draw';
export { pickAward, isWin, cryptoRandom, type GameRandom } from './game.pick';
export * from './game.tables';

export const gameModule: ModuleParts = { name: 'game', routes: () => [...gameRoutes(), ...gameAdminRoutes()] };
