import type { ModuleParts } from '../parts';
import { wechatRoutes } from './wechat.routes';
export { wechatRoutes } from './wechat.routes';
export { wechatSettings, isConfigured, type WeChatSettings } from './wechat.config';
export * from './wechat.tables';

export const wechatModule: ModuleParts = { name: 'wechat', routes: wechatRoutes };
