import { act, screen } from '@testing-library/react';
import useSWR from 'swr';
import { activateLocale, createTestApi, jsonResponse, renderWithProviders, type TestApi } from '@nutrilog/shared/test';
import { preloadApiKey } from './swr-config';

/** An API whose every read answers `{ answer: n }`, n counting the reads so far, whoever asks. */
function countingApi(): TestApi {
  let reads = 0;
  return createTestApi({
    token: 'first-user',
    respond: ({ method, headers }) =>
      method === 'GET'
        ? jsonResponse(200, { answer: ++reads, user: headers['X-API-KEY'] })
        : jsonResponse(201, { '@id': '/api/weight_logs/1' }),
  });
}

function Reader({ path }: { path: string }) {
  const { data } = useSWR<{ answer: number; user: string }>(path);
  return <p>{data ? `answer ${data.answer} for ${data.user}` : 'reading'}</p>;
}

/** Reads `path` ahead, lets that read finish, then opens the page that reads it. */
async function readAheadThenOpen({ api }: TestApi, path: string, between: () => unknown = () => undefined) {
  preloadApiKey(api, path);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await between();
  // An answer already there arrives in the render's own microtasks.
  await act(async () => {
    renderWithProviders(<Reader path={path} />, { api, route: null });
  });
}

const readsOf = ({ requests }: TestApi, path: string) => requests().filter((r) => r.method === 'GET' && r.url === path);

describe('reading a page’s data ahead (preloadApiKey)', () => {
  beforeEach(() => activateLocale('en-GB'));

  it('gives the page the answer read ahead, without asking again', async () => {
    const test = countingApi();
    await readAheadThenOpen(test, '/api/goals');
    expect(await screen.findByText('answer 1 for first-user')).toBeInTheDocument();
    expect(readsOf(test, '/api/goals')).toHaveLength(1);
  });

  it('asks again when a write was made since, so the page shows it', async () => {
    const test = countingApi();
    await readAheadThenOpen(test, '/api/weight_logs', () => test.api.post('/api/weight_logs', { weight: 80 }));
    expect(await screen.findByText('answer 2 for first-user')).toBeInTheDocument();
    expect(readsOf(test, '/api/weight_logs')).toHaveLength(2);
  });

  it('never gives one user’s answer to the next', async () => {
    const test = countingApi();
    await readAheadThenOpen(test, '/api/auth/profile', () => test.session.setToken('next-user'));
    expect(await screen.findByText('answer 2 for next-user')).toBeInTheDocument();
  });

  it('asks again once the answer read ahead is older than its freshness window', async () => {
    const test = countingApi();
    preloadApiKey(test.api, '/api/products', Date.now() - 61_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderWithProviders(<Reader path="/api/products" />, { api: test.api, route: null });
    expect(await screen.findByText('answer 2 for first-user')).toBeInTheDocument();
  });
});
