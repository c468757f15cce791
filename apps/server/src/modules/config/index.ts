import type { ModuleParts } from '../parts';
import { configRoutes } from './config.routes';
export { configRoutes } from './config.routes';
export { getSetting, putSetting, addonFlags, defaultImages, loadTokenSecret } from './config.service';
export * from './config.tables';

export const configModule: ModuleParts = { name: 'config', routes: configRoutes };
