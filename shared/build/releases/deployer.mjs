// Who puts a release live, for the registry: git's user.name, else the login name.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { REPO_ROOT } from './paths.mjs';

export function deployer(env = process.env, cwd = REPO_ROOT) {
  try {
    const name = execFileSync('git', ['config', 'user.name'], {
      cwd,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (name.trim()) return name.trim();
  } catch {
    // no git, or no user.name set
  }
  return env.USER ?? os.userInfo().username;
}
