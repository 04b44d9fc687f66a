export * from './linked-data';
export * from './auth';
export * from './products';
export * from './recipes';
export * from './intake-logs';
export * from './goals';
export * from './weight-logs';
export * from './averages';
