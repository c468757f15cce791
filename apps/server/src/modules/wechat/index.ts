export { wechatRoutes } from './wechat.routes';
export { wechatSettings, isConfigured, type WeChatSettings } from './wechat.config';
export * from './wechat.tables';
