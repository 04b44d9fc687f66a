import dayjs from 'dayjs';
import { API_PATHS, caloricBalanceKey, dayLogsKey, WEIGHT_LOGS_NEWEST_FIRST_KEY } from '@nutrilog/shared/api-client';
import { createKeptReadsTestApi } from '@nutrilog/shared/test';
import { readAheadForOffline } from './keep-reads-for-offline';

const testApi = () => createKeptReadsTestApi((request) => ({ member: [request.url] }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reading ahead for offline use', () => {
  it("keeps the dashboard's days from a week back to tomorrow and the weight page, to answer offline", async () => {
    const { api, requests, network } = testApi();
    await readAheadForOffline(api, new AbortController().signal, dayjs('2026-12-02'));
    await settle();
    const dayReads = requests()
      .map((r) => new URL(r.url, 'http://x'))
      .filter((url) => url.pathname === API_PATHS.intakeLogs)
      .map((url) => dayjs(url.searchParams.get('date[before]')).format('YYYY-MM-DD'));
    expect(dayReads.sort()).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);

    network.down = true;
    const [path, query] = dayLogsKey('2026-11-25');
    await expect(api.get(path, query)).resolves.toEqual({ member: [expect.stringContaining(path)] });
    const [weightPath, weightQuery] = WEIGHT_LOGS_NEWEST_FIRST_KEY;
    await expect(api.get(weightPath, weightQuery)).resolves.toBeDefined();
    const [balancePath, balanceQuery] = caloricBalanceKey(30, '2026-12-02');
    await expect(api.get(balancePath, balanceQuery)).resolves.toBeDefined();
  });

  it('stops when aborted, and reads nothing while the browser knows it is offline', async () => {
    const { api, requests } = testApi();
    const controller = new AbortController();
    controller.abort();
    await readAheadForOffline(api, controller.signal);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await readAheadForOffline(api, new AbortController().signal);
    onLine.mockRestore();
    expect(requests()).toEqual([]);
  });
});
