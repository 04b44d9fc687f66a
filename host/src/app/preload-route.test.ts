import type { RemoteName } from '@nutrilog/shared/remote-contract';
import { createTestApi } from '@nutrilog/shared/test';
import { remoteLoaders } from '../lib/remotes/remotes';
import { preloadRoute } from './preload-route';

jest.mock('../lib/remotes/remotes', () => ({
  remoteLoaders: { intake: jest.fn(), catalog: jest.fn(), statistics: jest.fn(), weight: jest.fn() },
}));

const loaders = remoteLoaders as unknown as Record<RemoteName, jest.Mock>;

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => Object.values(loaders).forEach((loader) => loader.mockReset()));

describe('preloadRoute (the contract’s preload)', () => {
  it("loads the remote that renders the path, then lets it preload the page with the path's query", async () => {
    const preloadPage = jest.fn();
    loaders.intake.mockResolvedValue({ preloadPage });
    const { api } = createTestApi();

    preloadRoute(api, '/create-intake-log?product=p1');
    await flushPromises();

    expect(loaders.intake).toHaveBeenCalledTimes(1);
    expect(loaders.catalog).not.toHaveBeenCalled();
    expect(preloadPage).toHaveBeenCalledWith('/create-intake-log?product=p1', api);
  });

  it('loads only the code of a remote built before page preloading', async () => {
    loaders.catalog.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    preloadRoute(createTestApi().api, '/products/p1');
    await flushPromises();
    expect(loaders.catalog).toHaveBeenCalledTimes(1);
  });

  it("does nothing for the host's own pages, and swallows a failed load (it shows when the page opens)", async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadRoute(createTestApi().api, '/profile');
      expect(Object.values(loaders).every((loader) => loader.mock.calls.length === 0)).toBe(true);

      loaders.weight.mockRejectedValue(new Error('down'));
      preloadRoute(createTestApi().api, '/weight');
      await flushPromises();
      expect(loaders.weight).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
