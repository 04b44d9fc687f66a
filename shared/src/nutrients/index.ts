export * from './catalogue';
export * from './math';
