#!/usr/bin/env node
// Renders Nutrilog's nginx configuration from a site file (see site.example.json and docs/deployment.md, "nginx"):
//   node deploy/nginx/render.mjs --site site.json             → nutrilog.conf and its header snippets in confDir
//   node deploy/nginx/render.mjs --site site.json --standalone → also nginx.conf, for running nginx on its own
//                                                                (the site's runDir holds its pid and temporary files)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TEMPLATES = path.dirname(fileURLToPath(import.meta.url));
const REMOTES = ['intake', 'catalog', 'statistics', 'weight'];

/** The template's {{NAMES}} replaced; a name without a value is an error, never an empty line in the config. */
export function fill(template, values) {
  return template.replace(/{{([A-Z_]+)}}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`no value for {{${name}}}`);
    return values[name];
  });
}

const readTemplate = (name) => fs.readFileSync(path.join(TEMPLATES, name), 'utf8');

/** The pages' Content-Security-Policy: the same as the Node server's (shared/build/serve.mjs). */
function contentSecurityPolicy(remoteOrigins) {
  const others = remoteOrigins.length > 0 ? ` ${remoteOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "manifest-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${others}`,
    `connect-src 'self'${others}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
}

function assertSite(site) {
  const missing = [];
  for (const key of ['confDir', 'logDir', 'remotesMap']) if (typeof site[key] !== 'string') missing.push(key);
  if (!Array.isArray(site.api) || site.api.length === 0) missing.push('api (at least one address)');
  for (const key of ['listen', 'serverName', 'root'])
    if (typeof site.host?.[key] !== 'string') missing.push(`host.${key}`);
  if (!Array.isArray(site.host?.origins) || site.host.origins.length === 0) missing.push('host.origins');
  for (const remote of REMOTES)
    for (const key of ['listen', 'serverName', 'origin', 'root'])
      if (typeof site.remotes?.[remote]?.[key] !== 'string') missing.push(`remotes.${remote}.${key}`);
  if (missing.length > 0) throw new Error(`the site file lacks ${missing.join(', ')}`);
}

/** The files of the configuration, by name, for `site`; `standalone` adds a whole nginx.conf. */
export function render(site, standalone) {
  assertSite(site);
  const common = { CONF_DIR: site.confDir, LOG_DIR: site.logDir };
  const remoteOrigins = REMOTES.map((remote) => site.remotes[remote].origin);
  const files = {
    'nutrilog.conf': fill(readTemplate('nutrilog.conf.template'), {
      ...common,
      API_SERVERS: site.api.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n'),
      HOST_ORIGINS_MAP: site.host.origins.map((origin) => `    "${origin}" $http_origin;`).join('\n'),
      HOST_LISTEN: site.host.listen,
      HOST_SERVER_NAME: site.host.serverName,
      HOST_ROOT: site.host.root,
      REMOTES_MAP: site.remotesMap,
      REMOTE_SERVERS: REMOTES.map((remote) =>
        fill(readTemplate('remote-server.conf.template'), {
          ...common,
          REMOTE: remote,
          REMOTE_LISTEN: site.remotes[remote].listen,
          REMOTE_SERVER_NAME: site.remotes[remote].serverName,
          REMOTE_ROOT: site.remotes[remote].root,
        }),
      ).join('\n'),
    }),
    'nutrilog-host-headers.conf': fill(readTemplate('security-headers.conf.template'), {
      APP: 'the host',
      CSP: contentSecurityPolicy(remoteOrigins),
      CORP: 'same-origin',
      EXTRA: '',
    }),
    // A remote's scripts are loaded by the host's pages, from another origin.
    'nutrilog-remote-headers.conf': fill(readTemplate('security-headers.conf.template'), {
      APP: 'a remote',
      CSP: contentSecurityPolicy([]),
      CORP: 'cross-origin',
      EXTRA: 'add_header Access-Control-Allow-Origin $nutrilog_cors_origin always;\nadd_header Vary Origin always;',
    }),
  };
  if (standalone) {
    if (typeof site.runDir !== 'string') throw new Error('the site file lacks runDir (needed with --standalone)');
    // As root, nginx's workers drop to `user`; as anyone else the directive is ignored (and warned about).
    const user = os.userInfo();
    files['nginx.conf'] = fill(readTemplate('nginx.conf.template'), {
      ...common,
      RUN_DIR: site.runDir,
      USER_LINE: user.uid === 0 ? `user ${site.user ?? 'www-data'};` : '',
    });
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { site: { type: 'string' }, standalone: { type: 'boolean', default: false } },
  });
  if (!values.site) {
    console.error('render: give --site FILE (see deploy/nginx/site.example.json)');
    process.exit(1);
  }
  try {
    const site = JSON.parse(fs.readFileSync(values.site, 'utf8'));
    const files = render(site, values.standalone);
    fs.mkdirSync(site.confDir, { recursive: true });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(site.confDir, name), text);
    console.log(`nginx configuration written to ${site.confDir}: ${Object.keys(files).join(', ')}`);
  } catch (error) {
    console.error(`render: ${error.message}`);
    process.exit(1);
  }
}
