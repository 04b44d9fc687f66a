import { act, screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { activateLocale, createTestApi, jsonResponse, renderWithProviders } from '@nutrilog/shared/test';
import { API_PATHS } from '../api-client/endpoints';
import { useWrite, type Write } from './useWrite';

function setUp(respond: (method: string, url: string) => Response) {
  activateLocale('en-GB');
  const testApi = createTestApi({ token: 'tok', respond: (request) => respond(request.method, request.url) });
  let write: Write | undefined;
  function Screen() {
    write = useWrite();
    const goals = useSWR<{ totalItems: number }>([API_PATHS.goals, { pagination: false }]);
    const weights = useSWR<{ totalItems: number }>(API_PATHS.weightLogs);
    return <p>{goals.data && weights.data ? 'read' : 'reading'}</p>;
  }
  const rendered = renderWithProviders(<Screen />, { api: testApi.api, route: null });
  const reads = (path: string) =>
    testApi.requests().filter((request) => request.method === 'GET' && request.url.startsWith(path));
  return { ...rendered, ...testApi, reads, write: () => write! };
}

describe('useWrite', () => {
  it('sends the write, toasts, and reads again only the paths it touched', async () => {
    const { write, notify, reads } = setUp((method) =>
      method === 'POST' ? jsonResponse(201, { uuid: 'g1' }) : jsonResponse(200, { totalItems: 0 }),
    );
    expect(await screen.findByText('read')).toBeInTheDocument();

    let answer: unknown;
    await act(async () => {
      answer = await write()((api) => api.post(API_PATHS.goals, { value: 1 }), {
        toast: 'Goal created',
        toastPosition: 'top',
        refresh: [API_PATHS.goals],
        awaitRefresh: true,
      });
    });

    expect(answer).toEqual({ uuid: 'g1' });
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Goal created', position: 'top' });
    expect(reads(API_PATHS.goals)).toHaveLength(2);
    expect(reads(API_PATHS.weightLogs)).toHaveLength(1);
  });

  it('without a toast says nothing', async () => {
    const { write, notify, reads } = setUp(() => jsonResponse(200, { totalItems: 0 }));
    expect(await screen.findByText('read')).toBeInTheDocument();
    await act(() => write()((api) => api.patch(`${API_PATHS.weightLogs}/w1`, {}), { refresh: [API_PATHS.weightLogs] }));
    expect(notify).not.toHaveBeenCalled();
    await waitFor(() => expect(reads(API_PATHS.weightLogs)).toHaveLength(2));
  });

  it('rejects with the API error when the write fails, with no toast and no refresh', async () => {
    const { write, notify, reads } = setUp((method) =>
      method === 'POST'
        ? jsonResponse(422, { status: 422, title: 'Unprocessable', violations: [] }, 'application/problem+json')
        : jsonResponse(200, { totalItems: 0 }),
    );
    expect(await screen.findByText('read')).toBeInTheDocument();
    await act(async () => {
      await expect(
        write()((api) => api.post(API_PATHS.goals, {}), { toast: 'Goal created', refresh: [API_PATHS.goals] }),
      ).rejects.toMatchObject({ status: 422 });
    });
    expect(notify).not.toHaveBeenCalled();
    expect(reads(API_PATHS.goals)).toHaveLength(1);
  });
});
