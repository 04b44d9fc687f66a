export * from './detect-locale';
export * from './catalogs';
export * from './translate-message';
