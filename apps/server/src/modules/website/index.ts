import type { ModuleParts } from '../parts';
import { websiteRoutes } from './website.routes';
export { websiteRoutes } from './website.routes';
export { websiteInfo, websiteLists } from './website.service';
export * from './website.tables';

export const websiteModule: ModuleParts = { name: 'website', routes: websiteRoutes };
