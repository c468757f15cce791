import type { ModuleParts } from '../../parts';
import { seckillAdminRoutes, seckillRoutes } from './seckill.routes';
export { seckillCheckout } from './seckill.routes';
export { seckillKind } from './seckill.kind';
export * from './seckill.tables';

export const seckillModule: ModuleParts = { name: 'seckill', routes: () => [...seckillRoutes(), ...seckillAdminRoutes()] };
