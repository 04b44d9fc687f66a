import { activateLocale, createTestApi, jsonResponse, renderWithProviders } from '../../test/render';
import { screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import type { ApiClient } from '../api-client/client';
import { createSwrConfig, FRESH_FOR_MS, underPath, type ApiKey } from './swr-config';

function fakeApi() {
  const get = jest.fn().mockResolvedValue({ ok: true });
  return { api: { get } as unknown as ApiClient, get };
}

describe('createSwrConfig', () => {
  it('keeps results fresh for 60 s and does not retry failed queries', () => {
    const config = createSwrConfig(fakeApi().api);
    expect(FRESH_FOR_MS).toBe(60_000);
    expect(config.dedupingInterval).toBe(60_000);
    expect(config.shouldRetryOnError).toBe(false);
  });

  it('fetches a path key with api.get(path)', async () => {
    const { api, get } = fakeApi();
    const fetcher = createSwrConfig(api).fetcher as (key: ApiKey) => Promise<unknown>;
    await expect(fetcher('/api/goals')).resolves.toEqual({ ok: true });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]).toEqual(['/api/goals']);
  });

  it('fetches a [path, query] key with api.get(path, query)', async () => {
    const { api, get } = fakeApi();
    const fetcher = createSwrConfig(api).fetcher as (key: ApiKey) => Promise<unknown>;
    const query = { name: 'apple', page: 2 };
    await fetcher(['/api/products', query]);
    expect(get).toHaveBeenCalledWith('/api/products', query);
  });

  it('is what useSWR uses under AppProviders: both key shapes reach the API with the token', async () => {
    activateLocale('en-GB');
    const { api, requests } = createTestApi({ token: 'tok', respond: ({ url }) => jsonResponse(200, { url }) });
    function Probe() {
      const plain = useSWR<{ url: string }>('/api/auth/profile');
      const withQuery = useSWR<{ url: string }>(['/api/products', { name: 'x y', page: 2, skip: undefined }] as const);
      return (
        <>
          <p>plain {plain.data?.url}</p>
          <p>query {withQuery.data?.url}</p>
        </>
      );
    }
    renderWithProviders(<Probe />, { api, route: null });

    expect(await screen.findByText('plain /api/auth/profile')).toBeInTheDocument();
    expect(await screen.findByText('query /api/products?name=x+y&page=2')).toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests().every((r) => r.method === 'GET' && r.headers['X-API-KEY'] === 'tok')).toBe(true);
  });

  it('shows a failed query once, without retrying it', async () => {
    activateLocale('en-GB');
    const { api, fetch } = createTestApi({ token: 'tok', respond: () => jsonResponse(500, { type: 'about:blank', title: 'Boom', status: 500 }, 'application/problem+json') });
    function Probe() {
      const { error } = useSWR('/api/goals');
      return <p>{error ? 'failed' : 'pending'}</p>;
    }
    renderWithProviders(<Probe />, { api, route: null });
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('underPath', () => {
  it('matches the path, its sub-paths and [path, query] keys, and nothing else', () => {
    const matches = underPath('/api/products');
    expect(matches('/api/products')).toBe(true);
    expect(matches('/api/products/123')).toBe(true);
    expect(matches(['/api/products', { pagination: false }])).toBe(true);
    expect(matches('/api/products_other')).toBe(false);
    expect(matches(['/api/recipes', {}])).toBe(false);
    expect(matches(undefined)).toBe(false);
  });
});
