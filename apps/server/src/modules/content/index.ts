export { contentRoutes } from './content.routes';
export { diyPageOf, diyViewInfo, platformBottomNav } from './diy.service';
export { resolveLang } from './diy.lang';
export * from './content.tables';
