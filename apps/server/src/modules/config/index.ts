export { configRoutes } from './config.routes';
export { getSetting, putSetting, addonFlags, defaultImages, loadTokenSecret } from './config.service';
export * from './config.tables';
