import { screen } from '@testing-library/react';
import { API_PATHS } from '@nutrilog/shared/api-client';
import { setDateLocale } from '@nutrilog/shared/format';
import { activateLocale, createKeptReadsTestApi, fakeDateOnly, renderWithProviders } from '@nutrilog/shared/test';
import { ApiProvider } from '../lib/session';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { OfflineBanner } from './OfflineBanner';

/** A client that read the profile and the goals at `savedAt`, and whose API cannot be reached since. */
async function readThenOffline(savedAt: Date) {
  const test = createKeptReadsTestApi();
  fakeDateOnly(savedAt);
  await test.api.get(API_PATHS.profile);
  await test.api.get(API_PATHS.goals);
  // The answers are stored once the page is idle.
  await new Promise((resolve) => setTimeout(resolve, 0));
  test.network.down = true;
  return test;
}

describe('OfflineBanner', () => {
  afterEach(() => {
    jest.useRealTimers();
    setDateLocale('en-GB');
  });

  it('says nothing while the API answers, and since when the answers shown were saved once it does not', async () => {
    activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
    const { api, network } = await readThenOffline(new Date(2026, 11, 2, 9, 5));
    network.down = false;
    renderWithProviders(
      <ApiProvider api={api}>
        <OfflineBanner />
      </ApiProvider>,
      { api },
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    network.down = true;
    await api.get(API_PATHS.goals);
    expect(await screen.findByRole('status')).toHaveTextContent('Offline — showing what was saved at 09:05');

    network.down = false;
    await api.get(API_PATHS.goals);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the day when the answers were saved on another day, in Dutch too', async () => {
    activateLocale('nl-NL', { 'en-GB': en, 'nl-NL': nl });
    setDateLocale('nl-NL');
    const { api } = await readThenOffline(new Date(2026, 10, 29, 21, 40));
    fakeDateOnly(new Date(2026, 11, 2, 8, 0));
    renderWithProviders(
      <ApiProvider api={api}>
        <OfflineBanner />
      </ApiProvider>,
      { api },
    );
    await api.get(API_PATHS.goals);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Offline — je ziet wat op zo. 29 nov om 21:40 is opgeslagen',
    );
  });
});
