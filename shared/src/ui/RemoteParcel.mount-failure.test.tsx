import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteParcelHost, remoteArea } from '@nutrilog/shared/test';
import { activateLocale, createTestApi, remoteProps, renderWithProviders } from '@nutrilog/shared/test';
import type { LoadParcel } from './RemoteParcel';

jest.setTimeout(20_000);

/**
 * A stand-in for single-spa-react's <Parcel> with its contract: mounts the config into its element and hands a
 * lifecycle error to handleError. The real one then also rethrows the error from promises nobody holds (the browser
 * logs them as uncaught), on which Jest would fail the test. The real one's mount failure runs end to end in
 * e2e/tests/21-remote-faults.spec.ts.
 */
jest.mock('single-spa-react/parcel', () => {
  const { createElement, useEffect, useRef } = jest.requireActual<typeof import('react')>('react');
  type Lifecycle = (props: object) => Promise<unknown>;
  function Parcel({
    config,
    handleError,
    mountParcel: _mountParcel,
    wrapWith,
    ...props
  }: {
    config: Record<'mount' | 'unmount', Lifecycle>;
    handleError(error: Error): void;
    mountParcel: unknown;
    wrapWith: string;
  }) {
    const element = useRef<HTMLElement>(null);
    useEffect(() => {
      const parcelProps = { ...props, name: 'stand-in', domElement: element.current };
      const mounted = Promise.resolve()
        .then(() => config.mount(parcelProps))
        .then(
          () => true,
          (error: Error) => {
            handleError(error);
            return false;
          },
        );
      return () => void mounted.then((ok) => ok && config.unmount(parcelProps));
      // Mounted once per element, as the real Parcel does (RemoteParcel remounts it with a new key).
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return createElement(wrapWith, { ref: element });
  }
  return { __esModule: true, default: Parcel };
});

/** Hand-made lifecycles: the remote's "page" is a heading written into the parcel's element. */
function lifecycles(heading: string, mount?: () => Promise<void>) {
  return {
    bootstrap: async () => undefined,
    mount:
      mount ??
      (async ({ domElement }: { domElement: HTMLElement }) => {
        domElement.innerHTML = `<h1>${heading}</h1>`;
      }),
    unmount: async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.innerHTML = '';
    },
  } as unknown as Awaited<ReturnType<LoadParcel>>;
}
const throwing = (message: string) =>
  lifecycles('never shown', () => {
    throw new Error(message);
  });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  activateLocale('en-GB');
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

describe('RemoteParcel when the loaded remote fails to mount', () => {
  it('shows the inline error in the area only; a Retry loads the code anew and mounts the fixed code', async () => {
    const load = jest
      .fn<ReturnType<LoadParcel>, Parameters<LoadParcel>>()
      .mockResolvedValueOnce(throwing('remote bug in mount'))
      .mockResolvedValue(lifecycles('Fixed remote'));
    const user = userEvent.setup();
    const { api } = createTestApi();
    renderWithProviders(<RemoteParcelHost load={load} props={remoteProps(api)} />, { api, route: null });

    const alert = await within(remoteArea()).findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByText('Host sibling')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith(
      'Remote failed to mount',
      expect.objectContaining({ message: 'remote bug in mount' }),
    );
    expect(load).toHaveBeenCalledWith({ reload: false, abandonStalled: false });

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await within(remoteArea()).findByRole('heading', { name: 'Fixed remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // The code that was loaded is broken: a plain retry would mount it again.
    expect(load).toHaveBeenLastCalledWith({ reload: true, abandonStalled: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a reload after every mount failure, and not after a load failure', async () => {
    const load = jest
      .fn<ReturnType<LoadParcel>, Parameters<LoadParcel>>()
      .mockResolvedValueOnce(throwing('broken'))
      .mockResolvedValueOnce(throwing('still broken'))
      .mockRejectedValueOnce(new Error('down while redeploying'))
      .mockResolvedValue(lifecycles('Fixed remote'));
    const user = userEvent.setup();
    const { api } = createTestApi();
    renderWithProviders(<RemoteParcelHost load={load} props={remoteProps(api)} />, { api, route: null });

    for (const expected of [
      { reload: true, abandonStalled: false },
      { reload: true, abandonStalled: false },
      { reload: false, abandonStalled: false },
    ]) {
      const alert = await within(remoteArea()).findByRole('alert');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(load).toHaveBeenLastCalledWith(expected);
    }
    expect(await within(remoteArea()).findByRole('heading', { name: 'Fixed remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });
});
