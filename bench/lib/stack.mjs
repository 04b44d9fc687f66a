// Starts the built app (.ci/stack.mjs) on its own ports and data directory for a benchmark, with one user.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startStack({ basePort = 18300, email = 'bench@nutrilog.test', password = 'bench-password-1' } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nutrilog-bench-'));
  const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', STACK_BASE_PORT: String(basePort) };
  execFileSync(process.execPath, ['dist/cli/user.js', 'create', '--email', email, '--password', password], { cwd: path.join(root, 'api'), env, stdio: 'ignore' });
  const child = spawn(process.execPath, [path.join(root, '.ci/stack.mjs')], { env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
