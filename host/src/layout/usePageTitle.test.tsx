import { i18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { usePageTitle } from './usePageTitle';

const catalogs = { 'en-GB': en, 'nl-NL': nl };

function TitleProbe({ next }: { next?: string }) {
  usePageTitle();
  const navigate = useNavigate();
  return next ? <button onClick={() => navigate(next)}>Go</button> : null;
}

function renderAt(route: string, next?: string) {
  const { api } = createTestApi();
  return renderWithProviders(<TitleProbe next={next} />, { api, route });
}

describe('usePageTitle', () => {
  beforeEach(() => {
    activateLocale('en-GB', catalogs);
    document.title = 'stale';
  });

  it.each([
    ['/', 'Dashboard – Nutrilog'],
    ['/login', 'Sign in – Nutrilog'],
    ['/profile', 'Profile – Nutrilog'],
    ['/weight', 'Weight – Nutrilog'],
    ['/goals', 'Goals – Nutrilog'],
    ['/statistics', 'Statistics – Nutrilog'],
    ['/products', 'Products – Nutrilog'],
    ['/products/create', 'Create product – Nutrilog'],
    ['/products/3f0c0c4e-9f7b-4b43-9d0e-5f1b7f7c2a11', 'Product detail – Nutrilog'],
    ['/products/abc/edit', 'Edit product – Nutrilog'],
    ['/recipes', 'Recipes – Nutrilog'],
    ['/create-intake-log?product=abc', 'Create intake log – Nutrilog'],
    ['/intake-logs/abc/edit', 'Edit intake log – Nutrilog'],
  ])('titles %s as "%s"', (route, title) => {
    renderAt(route);
    expect(document.title).toBe(title);
  });

  it.each(['/nope', '/products/abc/edit/more', '/weight/123'])(
    'uses the product name alone for the unknown route %s',
    (route) => {
      renderAt(route);
      expect(document.title).toBe('Nutrilog');
    },
  );

  it('follows navigation', async () => {
    const user = userEvent.setup();
    renderAt('/weight', '/somewhere-else');
    expect(document.title).toBe('Weight – Nutrilog');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(document.title).toBe('Nutrilog');
  });

  it('translates the title with the active locale, and follows a locale change', () => {
    activateLocale('nl-NL', catalogs);
    renderAt('/weight');
    expect(document.title).toBe('Gewicht – Nutrilog');
    act(() => i18n.activate('en-GB'));
    expect(document.title).toBe('Weight – Nutrilog');
  });
});
