import { activateLocale, createTestApi, renderWithProviders } from '../../../../shared/test/render';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { CreateProductPage } from './CreateProductPage';

const catalogs = { 'en-GB': en, 'nl-NL': nl };

function renderPage() {
  const testApi = createTestApi({ token: 'tok' });
  const result = renderWithProviders(
    <Routes>
      <Route path="/products/create" element={<CreateProductPage />} />
    </Routes>,
    { api: testApi.api, route: '/products/create' },
  );
  return { ...testApi, ...result };
}

describe('CreateProductPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('shows its heading and asks the API for nothing', () => {
    const { requests } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Create product$/);
    expect(screen.getByRole('status')).toHaveTextContent('Fill in the product.');
    expect(requests()).toEqual([]);
  });

  it('speaks Dutch when nl-NL is active', () => {
    activateLocale('nl-NL', catalogs);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Product aanmaken$/);
    expect(screen.getByText('Vul het product in.')).toBeInTheDocument();
  });
});
