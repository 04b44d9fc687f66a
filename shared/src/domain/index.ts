export * from './linked-data';
export * from './auth';
