import { activateLocale, createTestApi, jsonResponse, renderWithProviders, type Respond, problemResponse } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDateLocale } from '@nutrilog/shared/format';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { EditIntakeLogPage } from './EditIntakeLogPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const UUID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e06';

const intakeLog = {
  '@context': '/api/contexts/IntakeLog',
  '@id': `/api/intake_logs/${UUID}`,
  '@type': 'IntakeLog',
  uuid: UUID,
  type: 'manual',
  // 08:15 local time, whatever the machine's time zone.
  date: new Date(2026, 2, 29, 8, 15, 0).toISOString(),
  description: 'Coffee',
};


function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/intake-logs/:uuid/edit" element={<EditIntakeLogPage />} />
    </Routes>,
    { api: testApi.api, route: `/intake-logs/${UUID}/edit` },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

describe('EditIntakeLogPage', () => {
  beforeEach(() => {
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
  });
  afterAll(() => {
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
  });

  it('loads the intake log of the URL with the token and shows its local date and time', async () => {
    const { requests } = renderPage(() => jsonResponse(200, intakeLog));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Edit intake log$/);
    expect(await screen.findByText('29 March 2026 08:15')).toBeInTheDocument();
    expect(requests()).toHaveLength(1);
    expect(requests()[0]).toMatchObject({ method: 'GET', url: `/api/intake_logs/${UUID}`, headers: { 'X-API-KEY': 'tok' } });
  });

  it('says the intake log could not be found on a 404, without a Retry', async () => {
    renderPage(() => problemResponse(404));
    expect(await screen.findByRole('status')).toHaveTextContent('This intake log could not be found.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, intakeLog)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(screen.queryByText('This intake log could not be found.')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('29 March 2026 08:15')).toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    setDateLocale('nl-NL');
    const { unmount } = renderPage(() => problemResponse(404));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Inname bewerken$/);
    expect(await screen.findByText('Deze inname is niet gevonden.')).toBeInTheDocument();
    unmount();

    renderPage(() => jsonResponse(200, intakeLog));
    expect(await screen.findByText('29 maart 2026 08:15')).toBeInTheDocument();
  });
});
