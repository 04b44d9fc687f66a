export * from './client';
export * from './errors';
export * from './session';
export * from './endpoints';
