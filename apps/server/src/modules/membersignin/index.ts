import type { ModuleParts } from '../parts';
import { membersigninRoutes } from './membersignin.routes';
export { saveSigninConfig, signinConfig } from './membersignin.service';
export * from './membersignin.tables';

export const membersigninModule: ModuleParts = { name: 'membersignin', routes: membersigninRoutes };
