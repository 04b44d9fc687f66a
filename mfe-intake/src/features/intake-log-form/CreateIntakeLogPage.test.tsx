import { activateLocale, createTestApi, renderWithProviders } from '../../../../shared/test/render';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { CreateIntakeLogPage } from './CreateIntakeLogPage';

const catalogs = { 'en-GB': en, 'nl-NL': nl };

function renderPage() {
  const testApi = createTestApi({ token: 'tok' });
  const result = renderWithProviders(
    <Routes>
      <Route path="/create-intake-log" element={<CreateIntakeLogPage />} />
    </Routes>,
    { api: testApi.api, route: '/create-intake-log' },
  );
  return { ...testApi, ...result };
}

describe('CreateIntakeLogPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('shows its heading and the three ways to log, and asks the API for nothing', () => {
    const { requests } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Create intake log$/);
    expect(screen.getByRole('status')).toHaveTextContent('Choose a product, a recipe or enter nutrients by hand.');
    expect(requests()).toEqual([]);
  });

  it('speaks Dutch when nl-NL is active', () => {
    activateLocale('nl-NL', catalogs);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Inname toevoegen$/);
    expect(screen.getByText('Kies een product of recept, of vul de voedingswaarden zelf in.')).toBeInTheDocument();
  });
});
