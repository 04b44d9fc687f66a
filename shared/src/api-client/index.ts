export * from './client';
export * from './errors';
export * from './session';
export * from './endpoints';
export * from './connectivity';
export * from './saved-reads';
export * from './offline-keys';
