/* global test, expect, afterAll */
// The release of a real remote build against the real host build: a build against a contract the host does not
// support is refused and changes nothing, a compatible one goes live, is served, and is rolled back, and the host's
// build is not touched. Needs the builds (host/dist, mfe-weight/dist): the test command runs it after its build
// phase (jest project releases-build). The production build of mfe-weight is the first release; the test's own two
// builds are development builds (about 15 s each instead of 35): the check reads only the manifest, whose shared
// and release sections are the same in both modes.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { temporaryDir } from './fixtures.mjs';
import { REPO_ROOT } from './paths.mjs';

const run = promisify(execFile);
const BUILD_TIMEOUT_MS = 300_000;
const work = temporaryDir('releases-build-');
const store = path.join(work, 'store');
const env = { ...process.env, RELEASES_DIR: store };
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every file of a directory with its size and modification time: shows whether anything changed. */
const snapshot = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const stat = statSync(path.join(entry.parentPath, entry.name));
      return `${path.relative(dir, path.join(entry.parentPath, entry.name))} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();

/** Builds mfe-weight (development mode) into a folder of the test's own with extra environment; returns it. */
async function buildWeight(name, extraEnv) {
  const dir = path.join(work, name);
  await run('pnpm', ['--filter', '@nutrilog/mfe-weight', 'exec', 'webpack', '--mode', 'development'], {
    cwd: REPO_ROOT,
    env: { ...process.env, BUILD_OUTPUT_DIR: dir, ...extraEnv },
    timeout: BUILD_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  return dir;
}

/** Runs a release command (`release`, `rollback`) as an operator would; resolves with its exit code and output. */
async function command(script, args, extraEnv = {}) {
  try {
    const { stdout } = await run('node', [path.join(REPO_ROOT, 'shared/build/releases', script), ...args], {
      cwd: REPO_ROOT,
      env: { ...env, ...extraEnv },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    return { code: error.code, output: `${error.stdout}${error.stderr}` };
  }
}

const registryText = () => readFileSync(path.join(store, 'registry.json'), 'utf8');
const liveVersion = () => JSON.parse(registryText()).remotes.weight.live.version;
const recordedVersion = (dir) =>
  JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')).metaData.release.version;

test(
  'a remote built against an unsupported contract is refused; a compatible one goes live and is rolled back',
  async () => {
    const hostDist = path.join(REPO_ROOT, 'host', 'dist');
    const hostBefore = snapshot(hostDist);
    const built = path.join(REPO_ROOT, 'mfe-weight', 'dist');
    const first = recordedVersion(built);
    expect(await command('release.mjs', ['weight'])).toEqual({ code: 0, output: `weight ${first} is live\n` });

    const incompatible = await buildWeight('incompatible', {
      REMOTE_CONTRACT_VERSION: '999',
      RELEASE_VERSION: `${first}.incompatible`,
    });
    const before = registryText();
    const refused = await command('release.mjs', ['weight'], { RELEASE_FROM: incompatible });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      new RegExp(
        `^refused: weight ${first.replace(/[.+]/g, '\\$&')}\\.incompatible: remote contract 999 built against, host supports \\d`,
      ),
    );
    expect(registryText()).toBe(before);
    expect(readdirSync(path.join(store, 'weight'))).toEqual([first]);

    const compatible = await buildWeight('compatible', { RELEASE_VERSION: `${first}.next` });
    expect((await command('release.mjs', ['weight'], { RELEASE_FROM: compatible })).code).toBe(0);
    expect(liveVersion()).toBe(`${first}.next`);
    expect(readdirSync(path.join(store, 'weight', `${first}.next`)).sort()).toEqual(readdirSync(compatible).sort());

    expect(await command('rollback.mjs', ['weight'])).toEqual({ code: 0, output: `weight ${first} is live again\n` });
    expect(liveVersion()).toBe(first);
    expect(snapshot(hostDist)).toEqual(hostBefore);
  },
  2 * BUILD_TIMEOUT_MS,
);
