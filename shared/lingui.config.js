/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en-GB', 'nl-NL'],
  sourceLocale: 'en-GB',
  fallbackLocales: { default: 'en-GB' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  format: 'po',
};
