import type { ModuleParts } from '../parts';
import { configRoutes } from './config.routes';
export { configRoutes } from './config.routes';

export const configModule: ModuleParts = { name: 'config', routes: configRoutes };
