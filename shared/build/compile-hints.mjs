import webpack from 'webpack';

const { Compilation, sources } = webpack;

/** Chromium's explicit compile hint for a whole file (Chrome 136 and later; other engines read a comment). */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Lazy chunks that a start runs whole: a remote's exposed routes module (its chunk group is named
 * `__federation_expose_<name>` by Module Federation), the mounting of the first remote (single-spa) and the
 * offline copies' database (idb) on every signed-in start; the sign-in page on every signed-out one.
 */
const RUN_AT_START = /^(__federation_expose_|parcel-mounting$|offline-database$|sign-in$)/;

const runAtStart = (chunk) =>
  chunk.canBeInitial() || [...chunk.groupsIterable].some((group) => RUN_AT_START.test(group.name ?? ''));

/**
 * Marks the chunks run at start-up (the entry chunks: the host's main.js, a remote's remoteEntry.js and standalone
 * main.js; and the few lazy chunks above) so that Chromium compiles all their functions on the thread that streams
 * the script, instead of each one on the main thread when it is first called. Other lazy chunks are left to lazy
 * compilation: most of their code runs only on some pages. See docs/decisions.md ("Compile hints for the chunks
 * run at start-up").
 */
export class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before source maps and content hashes are made.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runAtStart(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(ALL_FUNCTIONS_CALLED_ON_LOAD, source));
            }
          }
        },
      );
    });
  }
}
