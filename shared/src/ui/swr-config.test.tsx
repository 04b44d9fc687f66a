import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import useSWR from 'swr';
import { activateLocale, createTestApi, jsonResponse, renderWithProviders } from '@nutrilog/shared/test';
import type { ApiClient } from '../api-client/client';
import { createSwrConfig, underPath, type ApiKey } from './swr-config';

function fakeApi() {
  const get = jest.fn().mockResolvedValue({ ok: true });
  return { api: { get } as unknown as ApiClient, get };
}

describe('createSwrConfig', () => {
  it('keeps a read fresh for 60 s: another reader within them asks nothing, one after them asks again', async () => {
    jest.useFakeTimers();
    try {
      activateLocale('en-GB');
      const { api, requests } = createTestApi({ token: 'tok', respond: () => jsonResponse(200, { value: 1 }) });
      function Reader() {
        const { data } = useSWR<{ value: number }>('/api/goals');
        return <p>{data ? 'read' : 'reading'}</p>;
      }
      function Readers() {
        const [count, setCount] = useState(1);
        return (
          <>
            {Array.from({ length: count }, (_, index) => (
              <Reader key={`${index}`} />
            ))}
            <button type="button" onClick={() => setCount((n) => n + 1)}>
              another reader
            </button>
          </>
        );
      }
      renderWithProviders(<Readers />, { api, route: null });
      const goalReads = () => requests().filter((request) => request.url === '/api/goals').length;
      const addReader = async () => {
        fireEvent.click(screen.getByRole('button', { name: 'another reader' }));
        await act(async () => {
          await jest.advanceTimersByTimeAsync(10);
        });
      };
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByText('read')).toBeInTheDocument();
      expect(goalReads()).toBe(1);

      await act(async () => {
        await jest.advanceTimersByTimeAsync(59_000);
      });
      await addReader();
      expect(screen.getAllByText('read')).toHaveLength(2);
      expect(goalReads()).toBe(1);

      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_100);
      });
      await addReader();
      expect(goalReads()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
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
    const { api, fetch } = createTestApi({
      token: 'tok',
      respond: () => jsonResponse(500, { type: 'about:blank', title: 'Boom', status: 500 }, 'application/problem+json'),
    });
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
