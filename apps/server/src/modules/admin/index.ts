import type { ModuleParts } from '../parts';
import { adminRoutes } from './admin.routes';
export { adminRoutes } from './admin.routes';
export { adminRoute, requireAdmin } from './admin.auth';

export const adminModule: ModuleParts = { name: 'admin', routes: (wired) => adminRoutes(wired.cancelChecks) };
