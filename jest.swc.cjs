// One SWC transform for every jest project: TypeScript + JSX + Lingui macros, compiled to CommonJS.
module.exports = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
      experimental: { plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] },
    },
    module: { type: 'commonjs' },
  },
];
