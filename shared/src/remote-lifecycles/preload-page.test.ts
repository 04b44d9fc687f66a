import { activateLocale, createTestApi } from '@nutrilog/shared/test';
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
    const lifecycles = createRemoteLifecycles(NoRoutes, catalogs, 'test', preloadPage);
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
});
