// nginx as deployed (deploy/nginx) in front of several API processes, for the load benchmarks: the API's requests
// through the same upstream, time-outs and retries as in production. The front ends' folders are left empty.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX, prepareNginx } from '../../.ci/stack-nginx.mjs';
import { stopChild, waitForUrl } from './api-server.mjs';

const REMOTES = ['intake', 'catalog', 'statistics', 'weight'];

/** nginx on `port` (the host) and the four ports after it (the remotes), sending /api/ to `apiPorts`. */
export async function startNginxFront({ port, apiPorts }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-bench-nginx-'));
  const ports = { host: port, ...Object.fromEntries(REMOTES.map((remote, i) => [remote, port + 1 + i])) };
  const frontEndDir = (app) => {
    const folder = path.join(dir, 'front-ends', app);
    fs.mkdirSync(folder, { recursive: true });
    return folder;
  };
  const args = prepareNginx({
    runDir: path.join(dir, 'nginx'),
    ports,
    hostName: '127.0.0.1',
    hostOrigins: [`http://127.0.0.1:${port}`],
    apiPorts,
    frontEndDir,
    remotes: REMOTES,
  });
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/docs.json`, child);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
