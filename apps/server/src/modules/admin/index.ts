export { adminRoutes } from './admin.routes';
export { adminRoute, requireAdmin } from './admin.auth';
