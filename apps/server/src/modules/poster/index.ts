import type { ModuleParts } from '../parts';
import { posterRoutes } from './poster.routes';
export { posterRoutes } from './poster.routes';
export { renderPoster, wrapText } from './poster.render';

export const posterModule: ModuleParts = { name: 'poster', routes: posterRoutes };
