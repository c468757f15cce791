import type { ModuleParts } from '../../parts';
import { bundlingAdminRoutes, bundlingRoutes } from './bundling.routes';
export { bundlingCheckout, bundlingRoutes } from './bundling.routes';
export { bundlingsForSku } from './bundling.service';
export { bundlingKind } from './bundling.kind';
export * from './bundling.tables';

export const bundlingModule: ModuleParts = { name: 'bundling', routes: () => [...bundlingRoutes(), ...bundlingAdminRoutes()] };
