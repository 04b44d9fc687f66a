import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles } from '@nutrilog/shared/remote-lifecycles';
import {
  activateLocale,
  createTestApi,
  NO_CATALOG_LOADERS,
  remoteProps,
  renderWithProviders,
  testLocation,
} from '@nutrilog/shared/test';
import { RemoteParcelHost, remoteArea } from '@nutrilog/shared/test';
import type { LoadParcel } from './RemoteParcel';

// Remotes and forms render through several async steps; leave room on a loaded CI machine.
jest.setTimeout(20_000);

function TinyRoutes() {
  return (
    <Routes>
      <Route path="/a" element={<h1>Remote page A</h1>} />
      <Route path="/b" element={<h1>Remote page B</h1>} />
      <Route path="*" element={<h1>Remote home</h1>} />
    </Routes>
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  activateLocale('en-GB');
  // Failures are logged on purpose by RemoteParcel, ErrorBoundary and React.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  // A parcel unmounts its own React root asynchronously: let it finish before the next test.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  consoleError.mockRestore();
});

describe('RemoteParcel', () => {
  it('shows the inline error with a Retry when the loader rejects, and mounts the remote on a good retry', async () => {
    const { api } = createTestApi();
    const lifecycles = createRemoteLifecycles(TinyRoutes, NO_CATALOG_LOADERS);
    const load = jest
      .fn<ReturnType<LoadParcel>, []>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValue(lifecycles);
    const user = userEvent.setup();
    renderWithProviders(<RemoteParcelHost load={load} props={remoteProps(api, { location: testLocation('/a') })} />, {
      api,
      route: null,
    });

    const alert = await within(remoteArea()).findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(screen.getByText('Host sibling')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await within(remoteArea()).findByRole('heading', { name: 'Remote page A' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // Nothing was loaded, so nothing needs replacing: the loader fetches the remote again on its own.
    expect(load).toHaveBeenLastCalledWith({ reload: false, abandonStalled: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a loading state first, then the inline error if the loader does not answer within timeoutMs', async () => {
    const { api } = createTestApi();
    const load = jest.fn<ReturnType<LoadParcel>, []>(() => new Promise(() => undefined));
    renderWithProviders(<RemoteParcelHost load={load} props={remoteProps(api)} timeoutMs={50} />, { api, route: null });

    expect(within(remoteArea()).getByText('Loading…')).toBeInTheDocument();
    expect(within(remoteArea()).queryByRole('alert')).not.toBeInTheDocument();

    const alert = await within(remoteArea()).findByRole('alert', {}, { timeout: 2000 });
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(alert).toHaveTextContent('This is taking longer than usual. It appears here as soon as it has loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Host sibling')).toBeInTheDocument();
  });

  it('shows the error for a remote that has not answered in 8 s, and not a moment before', async () => {
    jest.useFakeTimers();
    try {
      const { api } = createTestApi();
      const load = jest.fn<ReturnType<LoadParcel>, []>(() => new Promise(() => undefined));
      renderWithProviders(<RemoteParcelHost load={load} props={remoteProps(api)} />, { api, route: null });
      await act(async () => {
        jest.advanceTimersByTime(7_999);
      });
      expect(within(remoteArea()).getByText('Loading…')).toBeInTheDocument();
      expect(within(remoteArea()).queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(within(remoteArea()).getByRole('alert')).toHaveTextContent('This is taking longer than usual.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('mounts a slow remote by itself when its code arrives after the time-out, without a retry', async () => {
    const { api } = createTestApi();
    const lifecycles = createRemoteLifecycles(TinyRoutes, NO_CATALOG_LOADERS);
    let arrive!: (value: Awaited<ReturnType<LoadParcel>>) => void;
    const load = jest.fn<ReturnType<LoadParcel>, []>(() => new Promise((resolve) => (arrive = resolve)));
    renderWithProviders(
      <RemoteParcelHost load={load} props={remoteProps(api, { location: testLocation('/b') })} timeoutMs={50} />,
      { api, route: null },
    );

    const alert = await within(remoteArea()).findByRole('alert', {}, { timeout: 2000 });
    expect(alert).toHaveTextContent('This is taking longer than usual.');

    await act(async () => arrive(lifecycles));

    expect(await within(remoteArea()).findByRole('heading', { name: 'Remote page B' })).toBeInTheDocument();
    expect(within(remoteArea()).queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('Retry after the time-out: the load in flight drops stalled requests (no reload), the remote shows', async () => {
    const { api } = createTestApi();
    const lifecycles = createRemoteLifecycles(TinyRoutes, NO_CATALOG_LOADERS);
    let arrive!: (value: Awaited<ReturnType<LoadParcel>>) => void;
    const inFlight = new Promise<Awaited<ReturnType<LoadParcel>>>((resolve) => (arrive = resolve));
    const load = jest.fn<ReturnType<LoadParcel>, []>(() => inFlight);
    const user = userEvent.setup();
    renderWithProviders(
      <RemoteParcelHost load={load} props={remoteProps(api, { location: testLocation('/a') })} timeoutMs={300} />,
      { api, route: null },
    );

    const alert = await within(remoteArea()).findByRole('alert', {}, { timeout: 2000 });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(within(remoteArea()).getByText('Loading…')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ reload: false, abandonStalled: true });
    await act(async () => arrive(lifecycles));
    expect(await within(remoteArea()).findByRole('heading', { name: 'Remote page A' })).toBeInTheDocument();
    expect(within(remoteArea()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not time out a remote that answers in time', async () => {
    jest.useFakeTimers();
    try {
      const { api } = createTestApi();
      const lifecycles = createRemoteLifecycles(TinyRoutes, NO_CATALOG_LOADERS);
      let resolve!: (value: Awaited<ReturnType<LoadParcel>>) => void;
      const load: LoadParcel = () => new Promise((r) => (resolve = r));
      renderWithProviders(
        <RemoteParcelHost load={load} props={remoteProps(api, { location: testLocation('/b') })} timeoutMs={1000} />,
        { api, route: null },
      );

      await act(async () => {
        jest.advanceTimersByTime(900);
      });
      expect(within(remoteArea()).queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => resolve(lifecycles));
      // Past the original deadline: the timer must be gone once the loader answered.
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
      jest.useRealTimers();
      expect(await within(remoteArea()).findByRole('heading', { name: 'Remote page B' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a render error of the remote inside the remote area, with the host still rendering', async () => {
    function Broken(): never {
      throw new Error('remote bug');
    }
    function BrokenRoutes() {
      return (
        <Routes>
          <Route path="*" element={<Broken />} />
        </Routes>
      );
    }
    const { api } = createTestApi();
    const load = jest
      .fn<ReturnType<LoadParcel>, []>()
      .mockResolvedValue(createRemoteLifecycles(BrokenRoutes, NO_CATALOG_LOADERS));
    renderWithProviders(<RemoteParcelHost load={load} props={remoteProps(api)} />, { api, route: null });

    const alert = await within(remoteArea()).findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Caught by the remote's own ErrorBoundary, inside the mounted parcel (not by RemoteParcel's load failure path).
    expect(alert.closest('[data-build-label]')).not.toBeNull();
    expect(screen.getByText('Host sibling')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe("an error above the remote's own boundary", () => {
  it('shows the inline error with Retry in the remote area, not an empty one; Retry re-renders the root', async () => {
    let fail = true;
    // A location whose path cannot be read once: RemoteRoot reads it above its own ErrorBoundary (its reset key).
    const location = testLocation('/a');
    const failingLocation = Object.defineProperty({ ...location }, 'pathname', {
      get: () => {
        if (fail) throw new Error('root bug');
        return location.pathname;
      },
    });
    const { api } = createTestApi();
    const load = jest
      .fn<ReturnType<LoadParcel>, []>()
      .mockResolvedValue(createRemoteLifecycles(TinyRoutes, NO_CATALOG_LOADERS));
    const user = userEvent.setup();
    renderWithProviders(<RemoteParcelHost load={load} props={remoteProps(api, { location: failingLocation })} />, {
      api,
      route: null,
    });

    const alert = await within(remoteArea()).findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(screen.getByText('Host sibling')).toBeVisible();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(remoteArea()).findByRole('heading', { name: 'Remote page A' })).toBeInTheDocument();
    expect(within(remoteArea()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RemoteRoot inside a parcel follows the host location', () => {
  it('renders the route of props.location and switches routes on an update, without remounting', async () => {
    const mounts = jest.fn();
    const unmounts = jest.fn();
    function CountingRoutes() {
      useEffect(() => {
        mounts();
        return () => unmounts();
      }, []);
      return <TinyRoutes />;
    }
    const { api } = createTestApi();
    const lifecycles = createRemoteLifecycles(CountingRoutes, NO_CATALOG_LOADERS);
    const mountSpy = jest.spyOn(lifecycles, 'mount');
    const load = jest.fn<ReturnType<LoadParcel>, []>().mockResolvedValue(lifecycles);
    const base = remoteProps(api);

    const { rerender } = renderWithProviders(
      <RemoteParcelHost load={load} props={{ ...base, location: testLocation('/a') }} />,
      { api, route: null },
    );
    expect(await screen.findByRole('heading', { name: 'Remote page A' })).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);

    rerender(<RemoteParcelHost load={load} props={{ ...base, location: testLocation('/b') }} />);

    expect(await screen.findByRole('heading', { name: 'Remote page B' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Remote page A' })).not.toBeInTheDocument();
    await waitFor(() => expect(mounts).toHaveBeenCalledTimes(1));
    expect(unmounts).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(mountSpy).toHaveBeenCalledTimes(1);
  });

  it('updates the remote only when its props change, not whenever the host renders', async () => {
    let renders = 0;
    function CountingRoutes() {
      renders += 1;
      return <TinyRoutes />;
    }
    const { api } = createTestApi();
    const lifecycles = createRemoteLifecycles(CountingRoutes, NO_CATALOG_LOADERS);
    const updateSpy = jest.spyOn(lifecycles, 'update');
    const load = jest.fn<ReturnType<LoadParcel>, []>().mockResolvedValue(lifecycles);
    const props = remoteProps(api, { location: testLocation('/a') });

    const { rerender } = renderWithProviders(<RemoteParcelHost load={load} props={props} />, { api, route: null });
    expect(await screen.findByRole('heading', { name: 'Remote page A' })).toBeInTheDocument();
    const rendersAfterMount = renders;

    rerender(<RemoteParcelHost load={load} props={props} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(updateSpy).not.toHaveBeenCalled();
    expect(renders).toBe(rendersAfterMount);

    rerender(<RemoteParcelHost load={load} props={{ ...props, location: testLocation('/b') }} />);
    expect(await screen.findByRole('heading', { name: 'Remote page B' })).toBeInTheDocument();
    expect(updateSpy).toHaveBeenCalledTimes(1);
  });
});
