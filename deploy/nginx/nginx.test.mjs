/* global beforeAll, afterAll, test, expect */
// The nginx configuration on Debian's nginx: it passes `nginx -t`, serves files with the caching and compression
// docs/deployment.md ("nginx") describes, and sends a request to another API process only when that is safe.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { hostManifest, remoteManifest, writeBuild } from '../../shared/build/releases/fixtures.mjs';
import { release } from '../../shared/build/releases/release.mjs';
import { rollback } from '../../shared/build/releases/rollback.mjs';
import { render } from './render.mjs';

const NGINX = '/usr/sbin/nginx';
const REMOTES = ['intake', 'catalog', 'statistics', 'weight'];

/** A free loopback port (the OS picks one; nginx binds it a moment later). */
async function freePort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An API process stand-in that drops every connection (as a crashing process would), recording each request. */
async function droppingUpstream() {
  const seen = [];
  const server = http.createServer((request) => {
    seen.push(`${request.method} ${request.url}`);
    request.socket.destroy();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen, address: `127.0.0.1:${server.address().port}` };
}

let dir;
let nginx;
let ports;
let upstreams;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-nginx-'));
  fs.chmodSync(dir, 0o755);
  const root = (app) => path.join(dir, app);
  for (const app of ['host', ...REMOTES]) fs.mkdirSync(root(app));
  fs.writeFileSync(path.join(root('host'), 'index.html'), '<!doctype html><title>shell</title>');
  const chunk = 'console.log("a chunk");'.repeat(50);
  fs.writeFileSync(path.join(root('weight'), '123.abcdef0123.js'), chunk);
  fs.writeFileSync(path.join(root('weight'), '123.abcdef0123.js.gz'), gzipSync(chunk));
  fs.writeFileSync(path.join(root('weight'), 'remoteEntry.js'), 'var weight;');
  fs.writeFileSync(path.join(dir, 'remotes.json'), '{"weight":"http://localhost/mf-manifest.json"}');
  upstreams = await Promise.all([1, 2, 3].map(droppingUpstream));
  ports = Object.fromEntries(await Promise.all(['host', ...REMOTES].map(async (app) => [app, await freePort()])));
  const hostOrigin = `http://localhost:${ports.host}`;
  const site = {
    confDir: dir,
    logDir: dir,
    runDir: dir,
    user: os.userInfo().username,
    remotesMap: path.join(dir, 'remotes.json'),
    api: upstreams.map((process) => process.address),
    host: { listen: `127.0.0.1:${ports.host}`, serverName: 'localhost', origins: [hostOrigin], root: root('host') },
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [
        remote,
        {
          listen: `127.0.0.1:${ports[remote]}`,
          serverName: 'localhost',
          origin: `http://localhost:${ports[remote]}`,
          root: root(remote),
        },
      ]),
    ),
  };
  for (const [name, text] of Object.entries(render(site, true))) fs.writeFileSync(path.join(dir, name), text);
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  execFileSync(NGINX, [...args, '-t'], { stdio: 'pipe' });
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await fetch(`http://127.0.0.1:${ports.host}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('nginx did not start');
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const process of upstreams ?? []) process.server.close();
  if (nginx) await new Promise((resolve) => (nginx.exitCode !== null ? resolve() : nginx.on('exit', resolve)));
  fs.rmSync(dir, { recursive: true, force: true });
});

const host = (pathname) => `http://127.0.0.1:${ports.host}${pathname}`;
const weight = (pathname) => `http://127.0.0.1:${ports.weight}${pathname}`;

test('a site file that lacks a value is refused, naming it', () => {
  expect(() => render({ confDir: '/x', logDir: '/x', remotesMap: '/x', api: [] }, false)).toThrow(
    /lacks api \(at least one address\), host\.listen, .*remotes\.weight\.root/,
  );
});

test('content-hashed files are kept a year, entry points are revalidated, and the .gz beside a file is sent', async () => {
  const chunk = await fetch(weight('/123.abcdef0123.js'), { headers: { 'accept-encoding': 'gzip' } });
  expect(chunk.status).toBe(200);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers.get('content-encoding')).toBe('gzip');
  const entry = await fetch(weight('/remoteEntry.js'));
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  const map = await fetch(host('/remotes.json'));
  expect(map.headers.get('cache-control')).toBe('no-cache');
  expect(await map.json()).toEqual({ weight: 'http://localhost/mf-manifest.json' });
});

test("a remote's files are shared with the host's pages only", async () => {
  const fromHost = await fetch(weight('/remoteEntry.js'), { headers: { origin: `http://localhost:${ports.host}` } });
  expect(fromHost.headers.get('access-control-allow-origin')).toBe(`http://localhost:${ports.host}`);
  const fromElsewhere = await fetch(weight('/remoteEntry.js'), { headers: { origin: 'http://elsewhere.example' } });
  expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
});

test("any page is the shell, a missing file is a 404, and the host's policy names the remotes", async () => {
  const page = await fetch(host('/weight/some-log'));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>shell</title>');
  expect(page.headers.get('content-security-policy')).toContain(
    `script-src 'self' 'wasm-unsafe-eval' http://localhost:${ports.intake}`,
  );
  expect((await fetch(host('/missing.abcdef0123.js'))).status).toBe(404);
});

const seenBy = (request) => upstreams.flatMap((process) => process.seen.filter((seen) => seen === request));

test('a write is sent to one API process only, even when it drops it; a read is tried on a second one', async () => {
  const write = await fetch(host('/api/weight_logs'), { method: 'POST', body: '{}' });
  expect(write.status).toBe(502);
  expect(seenBy('POST /api/weight_logs')).toHaveLength(1);

  const read = await fetch(host('/api/weight_logs'));
  expect(read.status).toBe(502);
  expect(seenBy('GET /api/weight_logs')).toHaveLength(2);
});

test('a release or a rollback of a remote is what /remotes.json names next, each release under its own path', async () => {
  // The store is the test's folder: the weight server's root is the store's weight folder, as on a real machine.
  const env = {
    ...process.env,
    RELEASES_DIR: dir,
    HOST_DIST: writeBuild(path.join(dir, 'host-build'), hostManifest()),
    REMOTES_MAP: path.join(dir, 'remotes.json'),
    ...Object.fromEntries(
      REMOTES.map((remote) => [
        `REMOTE_${remote.toUpperCase()}_URL`,
        `http://127.0.0.1:${ports[remote]}/mf-manifest.json`,
      ]),
    ),
  };
  const releaseBuild = (version) =>
    release('weight', {
      ...env,
      RELEASE_FROM: writeBuild(path.join(dir, 'builds', version), remoteManifest({ version })),
    });
  const liveManifest = async () => {
    const map = await (await fetch(host('/remotes.json'))).json();
    const manifest = await fetch(map.weight);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    return (await manifest.json()).metaData.release.version;
  };

  releaseBuild('v1');
  expect(await liveManifest()).toBe('v1');
  releaseBuild('v2');
  expect(await liveManifest()).toBe('v2');
  // A page that loaded v1 keeps finding its files.
  expect((await fetch(weight('/v1/123.abcdef0123.js'))).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
  rollback('weight', undefined, env);
  expect(await liveManifest()).toBe('v1');
});
