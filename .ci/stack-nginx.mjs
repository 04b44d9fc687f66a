// The stack's web server as deployed: nginx (Debian's) serving the host and the four remotes from their folders and
// spreading /api/ over the API processes, configured by deploy/nginx/render.mjs. Used by .ci/stack.mjs with
// STACK_WEB_SERVER=nginx; the configuration is checked with `nginx -t` before nginx starts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render } from '../deploy/nginx/render.mjs';

export const NGINX = '/usr/sbin/nginx';

/**
 * Writes this stack's site (ports on loopback, `frontEndDir(app)` as each root, `apiPorts` as the upstream) and its
 * configuration into `runDir`, checks it with `nginx -t`, and returns the arguments that start nginx in the
 * foreground.
 */
export function prepareNginx({ runDir, ports, hostName, hostOrigins, apiPorts, frontEndDir, remotes }) {
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  const remoteOrigin = (remote) => `http://${hostName}:${ports[remote]}`;
  const remotesMap = path.join(runDir, 'remotes.json');
  fs.writeFileSync(
    remotesMap,
    JSON.stringify(Object.fromEntries(remotes.map((remote) => [remote, `${remoteOrigin(remote)}/mf-manifest.json`]))),
  );
  const site = {
    confDir: runDir,
    logDir: runDir,
    runDir,
    user: os.userInfo().username,
    remotesMap,
    api: apiPorts.map((port) => `127.0.0.1:${port}`),
    host: { listen: `127.0.0.1:${ports.host}`, serverName: hostName, origins: hostOrigins, root: frontEndDir('host') },
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote,
        {
          listen: `127.0.0.1:${ports[remote]}`,
          serverName: hostName,
          origin: remoteOrigin(remote),
          root: frontEndDir(`mfe-${remote}`),
        },
      ]),
    ),
  };
  for (const [name, text] of Object.entries(render(site, true))) fs.writeFileSync(path.join(runDir, name), text);
  const args = ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')];
  // Its output names the line of a bad configuration; stdio inherited so it reaches the stack's log.
  execFileSync(NGINX, [...args, '-t'], { stdio: 'inherit' });
  return [...args, '-g', 'daemon off;'];
}
