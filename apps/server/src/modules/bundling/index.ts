export { bundlingRoutes } from './bundling.routes';
export { bundlingsForSku } from './bundling.service';
export * from './bundling.tables';
