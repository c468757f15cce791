import type { ModuleParts } from '../../parts';
import { manjianRoutes } from './manjian.routes';
export { manjianRoutes } from './manjian.routes';
export { manjianForGoods } from './manjian.service';
export { manjianPricing, type ManjianApplied } from './manjian.pricing';
export * from './manjian.tables';

export const manjianModule: ModuleParts = { name: 'manjian', routes: manjianRoutes };
