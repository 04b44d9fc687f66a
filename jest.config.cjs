const transform = { '^.+\\.(t|j)sx?$': require('./jest.swc.cjs'), '^.+\\.mjs$': require('./jest.swc.cjs') };
// ESM-only dependencies that jest must compile to CommonJS.
const transformIgnorePatterns = [
  '/node_modules/(?!(\\.pnpm/)?(valibot|@valibot|kysely|@electric-sql|dayjs|single-spa|single-spa-react|cookie)[@+/])',
];

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  transformIgnorePatterns,
  setupFiles: ['<rootDir>/../shared/test/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.web.ts'],
  moduleNameMapper: {
    '^react-apexcharts$': '<rootDir>/../shared/test/react-apexcharts-mock.tsx',
    '\\.(css|png|svg|jpg)$': '<rootDir>/../shared/test/file-mock.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = {
  // A worker per core (jest's default leaves one free): the test command runs nothing beside jest, and on a 2-core
  // machine two workers ran the API tests 1.8 times as fast as one.
  maxWorkers: '100%',
  // With a worker per core a test can wait for one: 20 s before a test fails as too slow instead of jest's 5 s. A
  // passing test takes no longer for it; the web tests' waits are raised the same way (jest.setup.web.ts).
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'shared-ui',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'jsdom',
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/../shared/test/jsdom-polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/../jest.setup.web.ts'],
      testMatch: ['<rootDir>/src/**/*.test.tsx'],
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // Tests whose subject is PostgreSQL itself (the move from the embedded database): only in the test command's
      // PostgreSQL phase, which starts the server (.ci/with-postgres.sh); elsewhere `--ignoreProjects api-postgres`.
      displayName: 'api-postgres',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/**/*.postgres-test.ts'],
    },
    {
      // The benchmark's pure parts (the comparison of runs); the benchmarks themselves run with `pnpm bench`.
      displayName: 'bench',
      rootDir: '<rootDir>/bench',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/lib/**/*.test.mjs'],
    },
    {
      // The deployment's files (the nginx configuration, run on Debian's nginx).
      displayName: 'deploy',
      rootDir: '<rootDir>/deploy',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/**/*.test.mjs'],
    },
    {
      // The release tooling's logic (registry, check, store, commands) on temporary folders; the build test of a
      // remote against the live host (*.build-test.mjs) runs in the test command after the build (releases-build).
      displayName: 'releases',
      rootDir: '<rootDir>/shared/build/releases',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/**/*.test.mjs'],
    },
    {
      // A real remote build released against the real host build: needs the builds, so only in the test command's
      // phase after the build; elsewhere `--ignoreProjects releases-build`.
      displayName: 'releases-build',
      rootDir: '<rootDir>/shared/build/releases',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/**/*.build-test.mjs'],
    },
    web('host'),
    web('mfe-intake'),
    web('mfe-catalog'),
    web('mfe-statistics'),
    web('mfe-weight'),
  ],
};
