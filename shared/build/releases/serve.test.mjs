/* global describe, test, expect, afterEach */
// shared/build/serve.mjs with and without a release store, on fixture builds: the host's /remotes.json and a
// remote's files.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteManifest, workspace, writeBuild } from './fixtures.mjs';
import { release } from './release.mjs';
import { rollback } from './rollback.mjs';

const SERVE = path.resolve(import.meta.dirname, '../serve.mjs');
const servers = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.kill('SIGTERM');
});

/** Starts serve.mjs with `args` and `env`; resolves with its base URL once it listens. */
function serve(args, env) {
  const port = 21000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [SERVE, ...args, '--port', String(port)], { env, stdio: 'pipe' });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('serving ')) resolve(`http://127.0.0.1:${port}`);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
}

const remotesJson = async (hostUrl) => (await fetch(`${hostUrl}/remotes.json`)).json();

describe('serve.mjs', () => {
  test('without a store: /remotes.json names each remote on its own port, and a remote serves its dist', async () => {
    const { root, env } = workspace();
    writeFileSync(path.join(root, 'host', 'index.html'), '<html></html>');
    const { RELEASES_DIR: _, ...noStore } = env;
    const dist = writeBuild(path.join(root, 'dist'), remoteManifest({ version: 'v1' }));
    const [hostUrl, remoteUrl] = await Promise.all([
      serve(['--host', '--dir', path.join(root, 'host')], noStore),
      serve(['--remote', 'weight', '--dir', dist], noStore),
    ]);
    expect((await remotesJson(hostUrl)).weight).toBe('http://127.0.0.1:8084/mf-manifest.json');
    expect(await (await fetch(`${remoteUrl}/remoteEntry.js`)).text()).toBe('/* v1 */');
  });

  test('with RELEASES_DIR: /remotes.json follows the registry, and each version is served from its folder', async () => {
    const { root, env, build } = workspace();
    writeFileSync(path.join(root, 'host', 'index.html'), '<html></html>');
    release('weight', build('a', remoteManifest({ version: '0.1.0+a' })), new Date());
    release('weight', build('b', remoteManifest({ version: '0.1.0+b' })), new Date());
    const [hostUrl, remoteUrl] = await Promise.all([
      serve(['--host', '--dir', path.join(root, 'host')], env),
      serve(['--remote', 'weight', '--dir', path.join(root, 'nowhere')], env),
    ]);

    expect(await remotesJson(hostUrl)).toMatchObject({
      weight: 'http://127.0.0.1:8084/0.1.0%2Bb/mf-manifest.json',
      intake: 'http://127.0.0.1:8081/mf-manifest.json',
    });
    expect(await (await fetch(`${remoteUrl}/0.1.0%2Bb/remoteEntry.js`)).text()).toBe('/* 0.1.0+b */');
    // A page still on the release before finds its files after the switch.
    expect(await (await fetch(`${remoteUrl}/0.1.0%2Ba/remoteEntry.js`)).text()).toBe('/* 0.1.0+a */');

    rollback('weight', undefined, env, new Date());
    expect((await remotesJson(hostUrl)).weight).toBe('http://127.0.0.1:8084/0.1.0%2Ba/mf-manifest.json');
    expect((await fetch(`${hostUrl}/index.html`)).status).toBe(200);
  });
});
