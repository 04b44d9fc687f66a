import { activateLocale, createTestApi, remoteProps, testLocation } from '@nutrilog/shared/test';
import { createRemoteLifecycles } from './create-remote-lifecycles';

const NoRoutes = () => null;

describe("a remote's page preloading, as its lifecycles carry it", () => {
  it("calls the remote's own preloader and loads the remote's messages in the shell's language", async () => {
    activateLocale('nl-NL');
    const catalogs = {
      'en-GB': jest.fn(async () => ({ messages: {} })),
      'nl-NL': jest.fn(async () => ({ messages: {} })),
    };
    const preloadPage = jest.fn();
    const lifecycles = createRemoteLifecycles(NoRoutes, catalogs, { buildLabel: 'test', preloadPage });
    const { api } = createTestApi();

    lifecycles.preloadPage('/products/p1', api);

    expect(preloadPage).toHaveBeenCalledWith('/products/p1', api);
    expect(catalogs['nl-NL']).toHaveBeenCalledTimes(1);
    expect(catalogs['en-GB']).not.toHaveBeenCalled();
  });

  it('loads only the messages of a remote that has no page preloading of its own', () => {
    activateLocale('en-GB');
    const catalogs = {
      'en-GB': jest.fn(async () => ({ messages: {} })),
      'nl-NL': jest.fn(async () => ({ messages: {} })),
    };
    const lifecycles = createRemoteLifecycles(NoRoutes, catalogs);
    expect(() => lifecycles.preloadPage('/weight', createTestApi().api)).not.toThrow();
    expect(catalogs['en-GB']).toHaveBeenCalledTimes(1);
  });

  it('starts the reads of the page it mounts on before its messages have loaded', () => {
    activateLocale('en-GB');
    const catalogs = {
      'en-GB': jest.fn(() => new Promise<never>(() => undefined)),
      'nl-NL': jest.fn(() => new Promise<never>(() => undefined)),
    };
    const startPageReads = jest.fn();
    const lifecycles = createRemoteLifecycles(NoRoutes, catalogs, { startPageReads });
    const { api } = createTestApi();
    const props = { ...remoteProps(api, { location: testLocation('/day', '?date=2026-03-14') }), name: 'test' };

    void lifecycles.mount(props as unknown as Parameters<typeof lifecycles.mount>[0]);

    expect(startPageReads).toHaveBeenCalledWith('/day?date=2026-03-14', api);
    expect(catalogs['en-GB']).toHaveBeenCalledTimes(1);
  });
});
