export { adminRoutes } from './admin.routes';
export { requireAdmin } from './admin.auth';
