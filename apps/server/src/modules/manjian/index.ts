export { manjianRoutes } from './manjian.routes';
export { manjianForGoods } from './manjian.service';
export * from './manjian.tables';
