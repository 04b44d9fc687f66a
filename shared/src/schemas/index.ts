export * from './messages';
export * from './fields';
export * from './body';
export * from './linked-data';
export * from './auth';
