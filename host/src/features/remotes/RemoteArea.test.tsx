import { i18n } from '@lingui/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import type { RemoteProps } from '@nutrilog/shared/remote-contract';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { RemoteArea } from './RemoteArea';

// Remotes and forms render through several async steps; leave room on a loaded CI machine.
jest.setTimeout(20_000);

jest.mock('../../lib/remotes/remotes', () => ({
  remoteLoaders: {
    intake: () => mockLoad('intake'),
    catalog: () => mockLoad('catalog'),
    statistics: () => mockLoad('statistics'),
    weight: () => mockLoad('weight'),
  },
}));

/** A hand-made parcel (no React root of its own) that records the props the host passes. */
const mockProps: RemoteProps[] = [];
const mockLoad = jest.fn(async (name: string) => ({
  name,
  bootstrap: async () => undefined,
  mount: async (props: RemoteProps & { domElement: HTMLElement }) => {
    mockProps.push(props);
    props.domElement.textContent = `${name} at ${props.location.pathname}`;
  },
  update: async (props: RemoteProps & { domElement: HTMLElement }) => {
    mockProps.push(props);
    props.domElement.textContent = `${name} at ${props.location.pathname}`;
  },
  unmount: async (props: { domElement: HTMLElement }) => {
    props.domElement.textContent = '';
  },
}));

function Navigate({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>Go to {to}</button>;
}

describe('RemoteArea', () => {
  beforeEach(() => {
    activateLocale('en-GB');
    mockProps.length = 0;
    mockLoad.mockClear();
  });

  it("mounts the remote's parcel with the contract: API client, notify, locale, host location, navigator", async () => {
    const { api } = createTestApi({ token: 'tok' });
    const { notify } = renderWithProviders(<RemoteArea remote="weight" />, { api, route: '/weight?x=1' });

    expect(await screen.findByText('weight at /weight')).toBeInTheDocument();
    expect(document.querySelector('section[data-remote="weight"]')).toHaveTextContent('weight at /weight');
    expect(mockLoad).toHaveBeenCalledWith('weight');
    const props = mockProps.at(-1)!;
    expect(props.api).toBe(api);
    expect(props.locale).toBe('en-GB');
    expect(props.location).toMatchObject({ pathname: '/weight', search: '?x=1' });
    expect(props.navigationType).toBe('POP');
    expect(typeof props.navigator.push).toBe('function');
    props.notify({ intent: 'success', title: 'Weight log created' });
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Weight log created' });
  });

  it('passes the new location to the mounted parcel when the host navigates, without reloading it', async () => {
    const user = userEvent.setup();
    const { api } = createTestApi({ token: 'tok' });
    renderWithProviders(
      <>
        <Navigate to="/products/abc" />
        <RemoteArea remote="catalog" />
      </>,
      { api, route: '/products' },
    );
    expect(await screen.findByText('catalog at /products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to /products/abc' }));

    expect(await screen.findByText('catalog at /products/abc')).toBeInTheDocument();
    expect(mockProps.at(-1)).toMatchObject({ location: { pathname: '/products/abc' }, navigationType: 'PUSH' });
    expect(mockLoad).toHaveBeenCalledTimes(1);
  });

  it('passes a locale change on to the parcel', async () => {
    const { api } = createTestApi({ token: 'tok' });
    renderWithProviders(<RemoteArea remote="statistics" />, { api, route: '/statistics' });
    await screen.findByText('statistics at /statistics');

    act(() => i18n.activate('nl-NL'));

    await waitFor(() => expect(mockProps.at(-1)?.locale).toBe('nl-NL'));
    act(() => i18n.activate('en-GB'));
  });
});
