export { websiteRoutes } from './website.routes';
export { websiteInfo, websiteLists } from './website.service';
export * from './website.tables';
