export { collectRoutes } from './collect.routes';
export * from './collect.tables';
