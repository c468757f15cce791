import type { ModuleParts } from '../../parts';
import { topicAdminRoutes, topicRoutes } from './topic.routes';
export { topicCheckout } from './topic.routes';
export { topicKind } from './topic.kind';

export const topicModule: ModuleParts = { name: 'topic', routes: () => [...topicRoutes(), ...topicAdminRoutes()] };
