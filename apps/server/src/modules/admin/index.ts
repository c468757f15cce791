import type { ModuleParts } from '../parts';
import { adminRoutes } from './admin.routes';
export { adminRoutes } from './admin.routes';

export const adminModule: ModuleParts = { name: 'admin', routes: (wired) => adminRoutes(wired.cancelChecks) };
