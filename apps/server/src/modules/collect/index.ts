import type { ModuleParts } from '../parts';
import { collectRoutes } from './collect.routes';
export { collectRoutes } from './collect.routes';
export * from './collect.tables';

export const collectModule: ModuleParts = { name: 'collect', routes: collectRoutes };
