export { storeRoutes } from './store.routes';
export { storePage, storeInfo } from './store.service';
export * from './store.tables';
