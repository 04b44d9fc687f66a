// The scripts every signed-in start runs whole carry Chromium's compile hint, so their functions are compiled while
// they stream in rather than on the main thread at first call (docs/decisions.md, "Compile hints for the chunks run
// at start-up"); the other lazy chunks do not, as most of their code runs on some pages only.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import { servedDist, USERS } from '../support/stack';

const HINT = '//# allFunctionsCalledOnLoad\n';
/** Entry scripts, and the lazy chunks named for what a start runs (single-spa, idb, the sign-in page). */
const START_FILE = /\/(main|remoteEntry|parcel-mounting|offline-database|sign-in)(\.[0-9a-f]+)?\.js$/;

/** The body of every script the page loads from now on, by URL. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  return scripts;
}

/** The files of the intake remote's exposed routes module, as its build's manifest lists them. */
function intakeExposedFiles(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(servedDist('mfe-intake'), 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  return manifest.exposes.flatMap((exposed) => exposed.assets.js.sync);
}

test('the scripts every signed-in start runs carry the compile hint, the other lazy chunks do not', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await signInAs(page, USERS.main, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');

  const hinted: string[] = [];
  const plain: string[] = [];
  for (const [url, body] of scripts) ((await body).startsWith(HINT) ? hinted : plain).push(new URL(url).pathname);
  const exposed = intakeExposedFiles();
  const startFiles = [...scripts.keys()]
    .map((url) => new URL(url).pathname)
    .filter((file) => START_FILE.test(file) || exposed.includes(file.slice(1)));

  expect(startFiles).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/main\./),
      '/remoteEntry.js',
      expect.stringMatching(/^\/parcel-mounting\./),
      ...exposed.map((file) => `/${file}`),
    ]),
  );
  expect(hinted.sort()).toEqual(startFiles.sort());
  expect(plain.length).toBeGreaterThan(0);
});
