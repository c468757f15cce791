export { evaluateRoutes } from './evaluate.routes';
export { evaluateCount, maskName } from './evaluate.service';
export * from './evaluate.tables';
