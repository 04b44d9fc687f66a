import { formatter } from '@lingui/format-po';

/**
 * The Lingui configuration of every package that has messages: written in British English, translated into Dutch,
 * catalogs as PO files under `catalogDir` (relative to the package). A message's origin is its file without the line,
 * so that a catalog changes when a message does, not whenever code above it moves.
 * @param {string} catalogDir
 * @returns {import('@lingui/conf').LinguiConfig}
 */
export function createLinguiConfig(catalogDir = 'src/locales') {
  return {
    locales: ['en-GB', 'nl-NL'],
    sourceLocale: 'en-GB',
    fallbackLocales: { default: 'en-GB' },
    catalogs: [
      {
        path: `<rootDir>/${catalogDir}/{locale}/messages`,
        include: ['<rootDir>/src'],
        exclude: ['**/*.test.*', '**/node_modules/**'],
      },
    ],
    format: formatter({ lineNumbers: false }),
  };
}
