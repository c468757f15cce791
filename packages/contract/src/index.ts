export * from './core/errors';
export * from './core/envelope';
export * from './core/money';
export * from './core/constants';
export * from './core/paging';
export * from './core/image';
export * from './core/fields';
export * from './api';
