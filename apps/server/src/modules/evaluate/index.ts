import type { ModuleParts } from '../parts';
import { evaluateRoutes } from './evaluate.routes';
export { evaluateRoutes } from './evaluate.routes';
export { evaluateCount, maskName } from './evaluate.service';
export * from './evaluate.tables';

export const evaluateModule: ModuleParts = { name: 'evaluate', routes: evaluateRoutes };
