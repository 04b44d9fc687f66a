import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-intake', 'mfe-catalog', 'mfe-statistics', 'mfe-weight'];

/** A remote (or the host) may import only @nutrilog/shared: never another remote, never the host. */
const boundaries = ['host', ...REMOTES].map((pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              'host',
              'host/*',
              '@nutrilog/host*',
              ...REMOTES.flatMap((r) => [`@nutrilog/${r}*`, `**/${r}/**`]),
              '**/host/src/**',
              '**/api/src/**',
              '@nutrilog/api*',
            ],
            message: 'Packages talk only through @nutrilog/shared and the remote contract.',
          },
        ],
      },
    ],
  },
}));

/** Features do not import each other: the app composes them. */
const featureDirs = (pkg) => (existsSync(`${pkg}/src/features`) ? readdirSync(`${pkg}/src/features`) : []);
const featureZones = (pkg) =>
  featureDirs(pkg).map((feature) => ({
    target: `./${pkg}/src/features/${feature}`,
    from: `./${pkg}/src/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other.',
  }));
const features = REMOTES.map((pkg) => ({
  files: [`${pkg}/src/features/**/*.{ts,tsx}`],
  rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones(pkg) }] },
}));

/**
 * The host's layers point one way: app composes features and layout, which import only lib (session, locale, remote
 * registry, route table); lib imports none of them. One config object for the whole host, because a later object
 * setting the same rule replaces the zones of an earlier one.
 */
const HOST = './host/src';
const hostLayers = {
  files: ['host/src/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...featureZones('host'),
          {
            target: `${HOST}/features`,
            from: [`${HOST}/app`, `${HOST}/layout`],
            message: 'Features import only lib; the app composes them.',
          },
          {
            target: `${HOST}/layout`,
            from: [`${HOST}/app`, `${HOST}/features`],
            message: 'Layout imports only lib; the app composes it.',
          },
          {
            target: `${HOST}/lib`,
            from: [`${HOST}/app`, `${HOST}/features`, `${HOST}/layout`],
            message: 'lib is the bottom layer: it imports no feature, layout or app code.',
          },
        ],
      },
    ],
  },
};

/**
 * Inside @nutrilog/shared, another subpath is imported by its package name: each subpath is one shared module of
 * the federation, and a relative import would copy the other subpath into this one's chunk (two ApiError
 * classes, two i18n registries).
 */
const SHARED_SUBPATHS = [
  'api-client',
  'domain',
  'format',
  'forms',
  'i18n',
  'nutrients',
  'remote-contract',
  'schemas',
  'sign-in',
  'ui',
];
const sharedSubpathImports = {
  files: ['shared/src/**/*.{ts,tsx}'],
  ignores: ['shared/src/**/*.test.{ts,tsx}', 'shared/src/**/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: SHARED_SUBPATHS.flatMap((name) => [`../${name}`, `../${name}/*`]),
            message: 'Import another subpath of the shared package by name (@nutrilog/shared/<subpath>).',
          },
        ],
      },
    ],
  },
};

/** A hook's file is named after the hook (useWrite.ts), as the components' files are after the component. */
const hookFileNames = {
  files: ['**/use-*.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': ['error', { selector: 'Program', message: 'Name a hook file after its hook: useX.ts.' }],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/locales/**/messages.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'] })] },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Packages, then our own (@nutrilog/*), then relative paths; each group in alphabetical order.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@nutrilog/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...boundaries,
  ...features,
  hostLayers,
  sharedSubpathImports,
  hookFileNames,
);
