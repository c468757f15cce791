export { contentRoutes } from './content.routes';
export { diyViewInfo } from './diy.service';
export * from './content.tables';
