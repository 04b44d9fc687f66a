import { ALL_GOALS_KEY, dayLogsKey } from '@nutrilog/shared/api-client';
import { createTestApi, jsonResponse } from '@nutrilog/shared/test';
import { fetchApiKey, selectDate } from '@nutrilog/shared/ui';
import { loadCreateIntakeLogPage, loadEditIntakeLogPage } from './pages';
import { preloadIntakePage, startIntakePageReads } from './preload-page';

jest.mock('./pages', () => ({
  loadCreateIntakeLogPage: jest.fn(async () => ({})),
  loadEditIntakeLogPage: jest.fn(async () => ({})),
}));

const reads = (testApi: ReturnType<typeof createTestApi>) =>
  testApi.requests().map((request) => `${request.method} ${request.url}`);

beforeEach(() => jest.clearAllMocks());

describe('preloadIntakePage', () => {
  it('the intake form: its code, and the product of ?product= (Log product)', async () => {
    const testApi = createTestApi({ respond: () => jsonResponse(200, {}) });
    preloadIntakePage('/create-intake-log?product=intake-p1', testApi.api);
    expect(loadCreateIntakeLogPage).toHaveBeenCalledTimes(1);
    expect(loadEditIntakeLogPage).not.toHaveBeenCalled();
    expect(reads(testApi)).toEqual(['GET /api/products/intake-p1']);
  });

  it('the intake form without a product: its code only', () => {
    const testApi = createTestApi();
    preloadIntakePage('/create-intake-log', testApi.api);
    expect(loadCreateIntakeLogPage).toHaveBeenCalledTimes(1);
    expect(reads(testApi)).toEqual([]);
  });

  it("a log's edit form: its code and the log, asked once within the freshness window", () => {
    const testApi = createTestApi({ respond: () => jsonResponse(200, {}) });
    preloadIntakePage('/intake-logs/log-1/edit', testApi.api);
    preloadIntakePage('/intake-logs/log-1/edit', testApi.api);
    expect(loadEditIntakeLogPage).toHaveBeenCalledTimes(2);
    expect(reads(testApi)).toEqual(['GET /api/intake_logs/log-1']);
  });

  it('nothing for the dashboard or a path it does not render', () => {
    const testApi = createTestApi();
    preloadIntakePage('/', testApi.api);
    preloadIntakePage('/weight', testApi.api);
    expect(loadCreateIntakeLogPage).not.toHaveBeenCalled();
    expect(loadEditIntakeLogPage).not.toHaveBeenCalled();
    expect(reads(testApi)).toEqual([]);
  });
});

describe('startIntakePageReads', () => {
  it("the dashboard, as the remote mounts on it: the selected day's logs and the goals", async () => {
    selectDate('2026-03-14');
    const expected = createTestApi({ respond: () => jsonResponse(200, { member: [] }) });
    await fetchApiKey(expected.api, dayLogsKey('2026-03-14'));
    await fetchApiKey(expected.api, ALL_GOALS_KEY);
    const testApi = createTestApi({ respond: () => jsonResponse(200, { member: [] }) });

    startIntakePageReads('/', testApi.api);

    expect(reads(testApi)).toEqual(reads(expected));
  });

  it('another page: what preloading it reads', () => {
    const testApi = createTestApi({ respond: () => jsonResponse(200, {}) });
    startIntakePageReads('/create-intake-log?product=intake-p2', testApi.api);
    expect(loadCreateIntakeLogPage).toHaveBeenCalledTimes(1);
    expect(reads(testApi)).toEqual(['GET /api/products/intake-p2']);
  });
});
