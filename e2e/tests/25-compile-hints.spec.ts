// The scripts every page runs at start-up carry Chromium's compile hint, so their functions are compiled while they
// stream in rather than on the main thread at first call (docs/decisions.md, "Compile hints for the entry chunks");
// the chunks loaded later do not, as most of their code runs on some pages only.
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import { USERS } from '../support/stack';

const HINT = '//# allFunctionsCalledOnLoad\n';
const ENTRY_FILE = /\/(main\.[0-9a-f]+|remoteEntry)\.js$/;

/** The body of every script the page loads from now on, by URL. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  return scripts;
}

test('the entry scripts of the host and of a remote carry the compile hint, their lazy chunks do not', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await signInAs(page, USERS.main, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');

  const hinted: string[] = [];
  const plain: string[] = [];
  for (const [url, body] of scripts) ((await body).startsWith(HINT) ? hinted : plain).push(new URL(url).pathname);
  const entries = [...scripts.keys()].filter((url) => ENTRY_FILE.test(url)).map((url) => new URL(url).pathname);

  expect(entries).toEqual(expect.arrayContaining([expect.stringMatching(/^\/main\./), '/remoteEntry.js']));
  expect(hinted.sort()).toEqual(entries.sort());
  expect(plain.length).toBeGreaterThan(0);
});
