// The host and the four remotes run on one copy of React (Module Federation singletons): one renderer,
// one share-scope entry, hooks working across parcels, and no federation runtime errors.
import { expect, test } from '@playwright/test';
import { collectErrors, expectRemotePage, mainNav, signInAs } from '../support/app';
import { USERS, type RemoteName } from '../support/stack';

const REMOTES: RemoteName[] = ['intake', 'catalog', 'statistics', 'weight'];
const REACT_PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

declare global {
  interface Window {
    __e2eRenderers?: { version: string; packageName: string; internals: unknown }[];
  }
}

test('after visiting all four remotes only one React is loaded', async ({ page }) => {
  // A stand-in for React DevTools: every copy of react-dom registers its renderer here when it loads.
  await page.addInitScript(() => {
    const renderers: NonNullable<Window['__e2eRenderers']> = [];
    window.__e2eRenderers = renderers;
    const noop = () => undefined;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: { version: string; rendererPackageName: string; currentDispatcherRef: unknown }) {
          renderers.push({
            version: renderer.version,
            packageName: renderer.rendererPackageName,
            internals: renderer.currentDispatcherRef,
          });
          return renderers.length;
        },
        checkDCE: noop,
        onScheduleFiberRoot: noop,
        onCommitFiberRoot: noop,
        onPostCommitFiberRoot: noop,
        onCommitFiberUnmount: noop,
        setStrictMode: noop,
      },
    });
  });
  const errors = collectErrors(page);

  await signInAs(page, USERS.main, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  const nav = mainNav(page);
  for (const [link, remote] of [
    ['Products', 'catalog'],
    ['Statistics', 'statistics'],
    ['Weight', 'weight'],
    ['Goals', 'statistics'],
    ['Dashboard', 'intake'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    // Each page renders through hooks (Lingui, router) inside its parcel: a second React would fail here.
    await expectRemotePage(page, remote, link);
  }

  const renderers = await page.evaluate(() =>
    (window.__e2eRenderers ?? []).map((r, _i, all) => ({
      version: r.version,
      packageName: r.packageName,
      sameInternals: r.internals === all[0]?.internals,
    })),
  );
  expect(renderers, 'react-dom renderers registered').toHaveLength(1);
  expect(renderers[0]?.packageName).toBe('react-dom');

  // The federation share scope: one version of each React package, loaded once, provided by the host and used by
  // the remotes; every federation instance (host and remotes) sees the same scope object.
  const federation = await page.evaluate((packages) => {
    type Entry = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    const f = (
      window as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          __INSTANCES__?: { name: string; shareScopeMap?: Record<string, unknown> }[];
        };
      }
    ).__FEDERATION__;
    if (!f?.__SHARE__) return null;
    const scopes = Object.values(f.__SHARE__).map((byScope) => byScope.default);
    const summary: Record<
      string,
      { versions: string[]; from: string[]; loaded: boolean[]; libs: number; useIn: string[] }
    > = {};
    for (const name of packages) {
      const entries = scopes.flatMap((scope) => Object.entries(scope?.[name] ?? {}));
      const versions = [...new Set(entries.map(([version]) => version))];
      const distinct = [...new Set(entries.map(([, entry]) => entry))];
      summary[name] = {
        versions,
        from: [...new Set(distinct.map((e) => e.from ?? '?'))],
        loaded: distinct.map((e) => !!e.loaded),
        libs: new Set(distinct.map((e) => e.lib).filter(Boolean)).size,
        useIn: [...new Set(distinct.flatMap((e) => e.useIn ?? []))].sort(),
      };
    }
    const instances = (f.__INSTANCES__ ?? []).map((i) => ({
      name: i.name,
      sameScope: i.shareScopeMap?.default === scopes[0],
    }));
    return { summary, instances, sameScopes: scopes.every((s) => s === scopes[0]) };
  }, REACT_PACKAGES);

  expect(federation, 'window.__FEDERATION__ share scope').not.toBeNull();
  for (const name of REACT_PACKAGES) {
    const entry = federation!.summary[name]!;
    expect(entry.versions, `${name}: one version in the share scope`).toHaveLength(1);
    expect(entry.from, `${name}: provided by the host`).toEqual(['host']);
    expect(entry.loaded, `${name}: loaded once`).toEqual([true]);
    expect(entry.libs, `${name}: one module object`).toBe(1);
  }
  // Every remote's JSX went through the shared runtime rather than a bundled copy.
  expect(federation!.summary['react/jsx-runtime']!.useIn).toEqual(expect.arrayContaining(REMOTES));
  expect(federation!.sameScopes).toBe(true);
  expect(federation!.instances.map((i) => i.name).sort()).toEqual(['host', ...REMOTES].sort());
  expect(federation!.instances.every((i) => i.sameScope)).toBe(true);

  expect(
    errors.filter((e) => /Invalid hook call|RUNTIME-\d+/i.test(e)),
    'hook or federation errors',
  ).toEqual([]);
  expect(errors, 'no errors at all during the walk').toEqual([]);
});
