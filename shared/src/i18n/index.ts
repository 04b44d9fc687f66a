export * from './detect-locale';
export * from './catalogs';
// translate-message is imported by the forms and the sign-in form directly: it brings js-sha256, which the first
// page (this module is loaded by the host at start) does not need.
