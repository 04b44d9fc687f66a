// Starts the built app (.ci/stack.mjs) on its own ports, on PGlite: in a data directory seeded beforehand
// (`dataDir`, with the user `email`), or in a new one with that user alone (removed at stop). `frontEndRoot`: serve
// the front ends built in another tree.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUser } from './api-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startStack({
  basePort = 18300,
  email = 'bench@nutrilog.test',
  password = 'bench-password-1',
  dataDir: seeded,
  frontEndRoot,
} = {}) {
  const dataDir = seeded ?? mkdtempSync(path.join(os.tmpdir(), 'nutrilog-bench-'));
  const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', STACK_BASE_PORT: String(basePort) };
  // Another tree's front-end builds (bench/lib/before-build.mjs) in front of this checkout's API.
  if (frontEndRoot) env.STACK_FRONTEND_ROOT = frontEndRoot;
  delete env.DATABASE_URL; // set by `pnpm bench` for the PostgreSQL runs: the app itself runs as `npm start` does
  if (!seeded) await createUser({ dataDir }, email, password);
  const child = spawn(process.execPath, [path.join(root, '.ci/stack.mjs')], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Nutrilog is running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`stack exited with ${code}: ${out.slice(-2000)}`)));
  });
  return {
    url: `http://localhost:${basePort + 1}`,
    apiUrl: `http://127.0.0.1:${basePort}`,
    email,
    password,
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 1500));
      if (!seeded) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
