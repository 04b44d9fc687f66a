import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { preloadRemote } from '../lib/remotes/remotes';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { NavBar } from './NavBar';

jest.mock('../lib/remotes/remotes', () => ({ preloadRemote: jest.fn() }));

const preload = preloadRemote as jest.MockedFunction<typeof preloadRemote>;

const LINKS = [
  ['Dashboard', '/', 'intake'],
  ['Products', '/products', 'catalog'],
  ['Recipes', '/recipes', 'catalog'],
  ['Statistics', '/statistics', 'statistics'],
  ['Goals', '/goals', 'statistics'],
  ['Weight', '/weight', 'weight'],
  ['Profile', '/profile', undefined],
] as const;

function renderNav(placement: 'top' | 'bottom' = 'top', route = '/') {
  const { api } = createTestApi();
  renderWithProviders(<NavBar placement={placement} />, { api, route });
  if (placement === 'top') return screen.getByRole('navigation', { name: 'Main navigation' });
  // The bottom bar shows only below the md breakpoint; jsdom applies no media query, so it counts as hidden.
  const bottom = screen.getByLabelText('Main navigation (mobile)');
  expect(bottom.tagName).toBe('NAV');
  return bottom;
}

describe('NavBar', () => {
  beforeEach(() => {
    activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
    preload.mockClear();
  });

  it('links to every section in the top bar', () => {
    const nav = renderNav('top');
    for (const [name, href] of LINKS) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('leaves Recipes out of the mobile bottom bar', () => {
    const nav = renderNav('bottom');
    for (const [name, href] of LINKS.filter(([name]) => name !== 'Recipes')) {
      expect(within(nav).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    expect(within(nav).queryByRole('link', { name: 'Recipes', hidden: true })).not.toBeInTheDocument();
  });

  it('marks the link of the current route, and Dashboard only on /', () => {
    const nav = renderNav('top', '/products');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it.each(LINKS.filter(([, , remote]) => remote))(
    'preloads the %s remote when the link is hovered',
    async (name, _href, remote) => {
      const user = userEvent.setup();
      const nav = renderNav('top');
      expect(preload).not.toHaveBeenCalled();
      await user.hover(within(nav).getByRole('link', { name }));
      expect(preload).toHaveBeenCalledWith(remote);
    },
  );

  it.each(LINKS.filter(([, , remote]) => remote))(
    'preloads the %s remote when the link gets focus',
    (name, _href, remote) => {
      const nav = renderNav('top');
      const link = within(nav).getByRole('link', { name });
      act(() => link.focus());
      expect(link).toHaveFocus();
      expect(preload).toHaveBeenCalledTimes(1);
      expect(preload).toHaveBeenCalledWith(remote);
    },
  );

  it('focusing links with the keyboard preloads their remotes in turn', async () => {
    const user = userEvent.setup();
    renderNav('top');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveFocus();
    expect(preload.mock.calls).toEqual([['intake'], ['catalog']]);
  });

  it('preloads nothing for Profile, which the host renders itself', async () => {
    const user = userEvent.setup();
    const nav = renderNav('top');
    const profile = within(nav).getByRole('link', { name: 'Profile' });
    await user.hover(profile);
    act(() => profile.focus());
    expect(preload).not.toHaveBeenCalled();
  });

  it('shows Dutch labels when nl-NL is active', () => {
    activateLocale('nl-NL', { 'en-GB': en, 'nl-NL': nl });
    const { api } = createTestApi();
    renderWithProviders(<NavBar placement="top" />, { api, route: '/' });
    const nav = screen.getByRole('navigation', { name: 'Hoofdnavigatie' });
    for (const name of ['Producten', 'Recepten', 'Statistieken', 'Doelen', 'Gewicht', 'Profiel']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });
});
