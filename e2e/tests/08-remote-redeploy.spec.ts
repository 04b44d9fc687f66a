// A remote redeploys without rebuilding the host: the host reads /remotes.json and each remote's mf-manifest.json
// at run time, so a new build of mfe-weight served from the same place is live after a reload of the page.
// A new build of mfe-weight with BUILD_LABEL, which the remote's root element shows as data-build-label, goes in
// place of the build the stack serves (this run's copy, see support/stack.ts); the original is put back afterwards.
// The test command makes that build once for its two runs (E2E_REDEPLOY_BUILD, .ci/e2e-side-by-side.sh); a run on
// its own builds it here (about 30 s).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, mainNav, remoteArea, signInAs } from '../support/app';
import { goOffline, goOnline, waitForOfflineCopies } from '../support/offline';
import { ROOT, RUN_DIR, servedDist, USERS } from '../support/stack';

const WEIGHT_DIST = servedDist('mfe-weight');
const HOST_DIST = servedDist('host');
// About 30 s alone; the test command's other end-to-end run may be building it at the same moment.
const BUILD_TIMEOUT_MS = 300_000;

/** Every file of a directory with its size and modification time: shows whether anything was rebuilt. */
function snapshot(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

/** Builds mfe-weight with `label` into `outputDir`. */
function buildWeightRemote(label: string, outputDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', '@nutrilog/mfe-weight', 'build'], {
      cwd: ROOT,
      env: { ...process.env, BUILD_LABEL: label, BUILD_OUTPUT_DIR: outputDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`Building mfe-weight failed (${signal ?? `exit code ${code}`}):\n${output.slice(-4000)}`));
    });
  });
}

/** The test command's build for both runs once it is made, or one built here into `dir`. */
async function newWeightBuild(dir: string): Promise<{ label: string; dir: string }> {
  const shared = process.env.E2E_REDEPLOY_BUILD;
  const sharedLabel = process.env.E2E_REDEPLOY_LABEL;
  if (!shared || !sharedLabel) {
    const label = `redeployed-${randomUUID().slice(0, 8)}`;
    await buildWeightRemote(label, dir);
    return { label, dir };
  }
  const exitCodeFile = path.join(path.dirname(shared), 'exit-code');
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (!fs.existsSync(exitCodeFile)) {
    if (Date.now() > deadline) throw new Error(`The shared mfe-weight build did not finish: ${exitCodeFile}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const code = fs.readFileSync(exitCodeFile, 'utf8').trim();
  if (code !== '0') {
    const log = fs.readFileSync(path.join(path.dirname(shared), 'build.log'), 'utf8');
    throw new Error(`The shared mfe-weight build failed (exit code ${code}):\n${log.slice(-4000)}`);
  }
  return { label: sharedLabel, dir: shared };
}

const buildLabel = (page: Page) => remoteArea(page, 'weight').locator('[data-build-label]');

/** Serves `build` in place of the weight remote while `during` runs, then puts the original build back. */
async function withWeightDeployed(build: string, during: () => Promise<void>): Promise<void> {
  const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-e2e-weight-dist-'));
  fs.cpSync(WEIGHT_DIST, backup, { recursive: true, preserveTimestamps: true });
  try {
    fs.rmSync(WEIGHT_DIST, { recursive: true, force: true });
    fs.cpSync(build, WEIGHT_DIST, { recursive: true, preserveTimestamps: true });
    await during();
  } finally {
    fs.rmSync(WEIGHT_DIST, { recursive: true, force: true });
    fs.cpSync(backup, WEIGHT_DIST, { recursive: true, preserveTimestamps: true });
    fs.rmSync(backup, { recursive: true, force: true });
  }
}

test('a rebuilt weight remote is live after a reload, with the host untouched', async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 60_000);
  const hostBefore = snapshot(HOST_DIST);
  const ownBuild = path.join(RUN_DIR, 'mfe-weight-rebuilt');

  await signInAs(page, USERS.main, '/weight');
  await expectRemotePage(page, 'weight', 'Weight');
  const original = await buildLabel(page).getAttribute('data-build-label');
  expect(original, 'the weight remote shows data-build-label').toBeTruthy();

  try {
    const { label, dir: rebuilt } = await newWeightBuild(ownBuild);
    expect(original).not.toBe(label);
    await withWeightDeployed(rebuilt, async () => {
      await page.reload();
      await expectRemotePage(page, 'weight', 'Weight');
      await expect(buildLabel(page)).toHaveAttribute('data-build-label', label);
      // The rest of the app is the same deploy and still works with the new remote.
      await mainNav(page).getByRole('link', { name: 'Products', exact: true }).click();
      await expectRemotePage(page, 'catalog', 'Products');
      await mainNav(page).getByRole('link', { name: 'Weight', exact: true }).click();
      await expect(buildLabel(page)).toHaveAttribute('data-build-label', label);
      expect(snapshot(HOST_DIST), 'host/dist is unchanged').toEqual(hostBefore);
    });
  } finally {
    fs.rmSync(ownBuild, { recursive: true, force: true });
  }

  // Rolling back is a redeploy too.
  await page.reload();
  await expectRemotePage(page, 'weight', 'Weight');
  await expect(buildLabel(page)).toHaveAttribute('data-build-label', original!);
});

// The service worker keeps each remote's release whole (docs/architecture.md, "The service worker"): offline the
// phone keeps the release it has, never the new manifest with the old chunks, and the next online load takes the new.
test('a remote redeployed while the phone is offline is used after the next online load', async ({ page, context }) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 90_000);
  const ownBuild = path.join(RUN_DIR, 'mfe-weight-rebuilt-offline');
  await signInAs(page, USERS.main, '/weight');
  await expectRemotePage(page, 'weight', 'Weight');
  const original = await buildLabel(page).getAttribute('data-build-label');
  await waitForOfflineCopies(page);

  try {
    const { label, dir: rebuilt } = await newWeightBuild(ownBuild);
    await goOffline(context);
    await withWeightDeployed(rebuilt, async () => {
      await page.reload();
      await expectRemotePage(page, 'weight', 'Weight');
      await expect(buildLabel(page)).toHaveAttribute('data-build-label', original!);

      await goOnline(context);
      await page.reload();
      await expectRemotePage(page, 'weight', 'Weight');
      await expect(buildLabel(page)).toHaveAttribute('data-build-label', label);
    });
  } finally {
    await goOnline(context);
    fs.rmSync(ownBuild, { recursive: true, force: true });
  }
});
