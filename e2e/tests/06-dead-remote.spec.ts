// A remote that cannot be reached fails inside its own area (inline error with Retry); the rest of the app works.
// The other faults (500, slow, throws on mount) are in 21-remote-faults.spec.ts.
import { expect, test, type Route } from '@playwright/test';
import { signInAs } from '../support/app';
import { expectWeightFaultContained, toRemote } from '../support/remote-faults';
import { USERS } from '../support/stack';

const toWeight = toRemote('weight');

// The page's own requests are the ones made dead: with the service worker in between, the remote would be fetched
// by the worker, out of the page's routes (and answered from its kept release, as 27-offline-app checks).
test.use({ serviceWorkers: 'block' });

test('a dead remote shows an inline error with Retry; navigation and other remotes keep working', async ({ page }) => {
  const aborted: string[] = [];
  const abort = (route: Route) => {
    aborted.push(route.request().url());
    return route.abort('connectionrefused');
  };
  await page.route(toWeight, abort);

  await signInAs(page, USERS.main, '/weight');

  await expectWeightFaultContained(page, async () => {
    expect(aborted.length, 'the weight remote was asked for').toBeGreaterThan(0);
    // The remote comes back.
    await page.unroute(toWeight, abort);
  });
});
