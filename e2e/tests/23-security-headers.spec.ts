// The pages run only the app's own code and the remotes' (CSP), the remotes answer CORS only to the host's pages, and
// API answers are neither kept by the browser nor framed.
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, login, mainNav, signInAs } from '../support/app';
import { BASE_URL, remoteOrigin, USERS, type RemoteName } from '../support/stack';

const REMOTES: RemoteName[] = ['intake', 'catalog', 'statistics', 'weight'];

declare global {
  interface Window {
    cspViolations?: string[];
    inlineScriptRan?: boolean;
  }
}

/** Every Content-Security-Policy violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

test('every remote runs under the host’s Content-Security-Policy, which refuses code from anywhere else', async ({
  page,
}) => {
  await recordViolations(page);
  const documents: Record<string, string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.push(response.headers());
  });
  await signInAs(page, USERS.main, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  const nav = mainNav(page);
  for (const [link, remote] of [
    ['Products', 'catalog'],
    ['Statistics', 'statistics'],
    ['Weight', 'weight'],
    ['Dashboard', 'intake'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expectRemotePage(page, remote, link);
  }
  expect(await violations(page)).toEqual([]);

  const policy = documents.at(-1)?.['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];
  expect(directive('script-src').sort()).toEqual(["'self'", "'wasm-unsafe-eval'", ...REMOTES.map(remoteOrigin)].sort());
  expect(directive('connect-src').sort()).toEqual(["'self'", ...REMOTES.map(remoteOrigin)].sort());
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(documents.at(-1)?.['x-content-type-options']).toBe('nosniff');

  // An injected inline script does not run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
  });
  await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src-elem inline$/));
  expect(await page.evaluate(() => window.inlineScriptRan)).toBeUndefined();
});

test('a remote shares its files with the host’s pages only', async ({ request }) => {
  for (const remote of REMOTES) {
    const manifest = `${remoteOrigin(remote)}/mf-manifest.json`;
    const fromHost = await request.get(manifest, { headers: { origin: BASE_URL } });
    expect(fromHost.status()).toBe(200);
    expect(fromHost.headers()['access-control-allow-origin']).toBe(BASE_URL);
    const fromElsewhere = await request.get(manifest, { headers: { origin: 'http://elsewhere.example' } });
    expect(fromElsewhere.headers()['access-control-allow-origin']).toBeUndefined();
    expect(fromHost.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('API answers through the host are not kept by the browser and cannot be framed', async ({ request }) => {
  const token = await login(request, USERS.main);
  const profile = await request.get('/api/auth/profile', { headers: { 'X-API-KEY': token } });
  expect(profile.status()).toBe(200);
  expect(profile.headers()).toMatchObject({
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  });
  const problem = await request.get('/api/auth/profile');
  expect(problem.status()).toBe(401);
  expect(problem.headers()['cache-control']).toBe('no-store');
});
