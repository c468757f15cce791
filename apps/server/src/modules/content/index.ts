import type { ModuleParts } from '../parts';
import { contentRoutes } from './content.routes';
export { contentRoutes } from './content.routes';
export { diyPageOf, diyViewInfo, platformBottomNav } from './diy.service';
export { resolveLang } from './diy.lang';
export { DEFAULT_MEMBER_INDEX } from './diy.memberindex';
export * from './content.tables';

export const contentModule: ModuleParts = { name: 'content', routes: contentRoutes };
