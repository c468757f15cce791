export {};
export * from './config';
export * from './member';
export * from './cart';
export * from './goods';
export * from './shop';
export * from './diy';
