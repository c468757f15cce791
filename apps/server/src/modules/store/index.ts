import type { ModuleParts } from '../parts';
import { storeRoutes } from './store.routes';
export { storeRoutes } from './store.routes';
export { storePage, storeInfo } from './store.service';
export * from './store.tables';

export const storeModule: ModuleParts = { name: 'store', routes: storeRoutes };
