import type { ModuleParts } from '../../parts';
import { bundlingRoutes } from './bundling.routes';
export { bundlingRoutes } from './bundling.routes';
export { bundlingsForSku } from './bundling.service';
export * from './bundling.tables';

export const bundlingModule: ModuleParts = { name: 'bundling', routes: bundlingRoutes };
