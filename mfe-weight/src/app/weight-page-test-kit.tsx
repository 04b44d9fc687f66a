import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { CaloricBalance, WeightLog } from '@nutrilog/shared/schemas';
import {
  collection,
  createTestApi,
  jsonResponse,
  renderWithProviders,
  type Respond,
  STORED_AT,
  type TestRequest,
} from '@nutrilog/shared/test';
import { WeightPage } from './WeightPage';

/** A moment `daysAgo` local days before now, at `hour` local time, as the API's UTC ISO timestamp. */
export function daysAgo(days: number, hour = 8): string {
  const moment = new Date();
  moment.setDate(moment.getDate() - days);
  moment.setHours(hour, 0, 0, 0);
  return moment.toISOString();
}

export function weightLog(
  uuid: string,
  date: string,
  weight: number,
  extra: Partial<Pick<WeightLog, 'bodyFatPercentage' | 'unit'>> = {},
): WeightLog {
  return {
    '@id': `/api/weight_logs/${uuid}`,
    '@type': 'WeightLog',
    ...STORED_AT,
    uuid,
    date,
    weight,
    bodyFatPercentage: null,
    unit: 'kilogram',
    ...extra,
  };
}

export const NO_BALANCE: CaloricBalance = {
  '@id': '/api/weight_logs/caloric_balance',
  '@type': 'CaloricBalance',
  balance: null,
  weighIns: 1,
  kilogramsPerWeek: null,
  energyModel: null,
  maintenance: null,
};

const pathOf = (request: TestRequest) => new URL(request.url, 'http://localhost').pathname;

/**
 * A weight API in memory: GET lists the logs newest first, POST adds one (uuid w-new), PATCH merges, DELETE
 * removes; the caloric balance answers `balance(date[after])`. `answer` may answer a request first (e.g. a 422).
 */
export function weightApi(
  initial: WeightLog[],
  {
    balance = () => NO_BALANCE,
    answer = () => undefined,
  }: { balance?: (after: string) => CaloricBalance; answer?: (request: TestRequest) => Response | undefined } = {},
): Respond {
  let logs = [...initial];
  const newestFirst = () => [...logs].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return (request) => {
    const answered = answer(request);
    if (answered) return answered;
    const path = pathOf(request);
    if (request.method === 'GET' && path === '/api/weight_logs/caloric_balance') {
      return jsonResponse(200, balance(new URL(request.url, 'http://localhost').searchParams.get('date[after]') ?? ''));
    }
    if (request.method === 'GET' && path === '/api/weight_logs') return jsonResponse(200, collection(newestFirst()));
    const body = request.body as Partial<WeightLog>;
    if (request.method === 'POST' && path === '/api/weight_logs') {
      const created = { ...weightLog('w-new', '', 0), ...body };
      logs = [...logs, created];
      return jsonResponse(201, created);
    }
    const stored = logs.find((log) => log['@id'] === path);
    if (stored && request.method === 'PATCH') {
      const updated = { ...stored, ...body };
      logs = logs.map((log) => (log === stored ? updated : log));
      return jsonResponse(200, updated);
    }
    if (stored && request.method === 'DELETE') {
      logs = logs.filter((log) => log !== stored);
      return jsonResponse(204);
    }
    return jsonResponse(404, { type: '/api/errors/404', title: 'Not Found', status: 404 }, 'application/problem+json');
  };
}

export function renderWeightPage(respond: Respond, route = '/weight') {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/weight" element={<WeightPage />} />
    </Routes>,
    { api: testApi.api, route },
  );
  const writes = () => testApi.requests().filter((request) => request.method !== 'GET');
  const reads = (path = '/api/weight_logs') =>
    testApi.requests().filter((request) => request.method === 'GET' && pathOf(request) === path);
  return { ...testApi, ...result, writes, reads, user: userEvent.setup() };
}

export const logList = (name = 'Weight logs') => screen.findByRole('list', { name });

/** An element's text as assistive technology reads it: without the parts hidden from it (signs, icons). */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

/** The spoken text of each row of the list (named `name`), its parts apart. */
export const logRows = async (name?: string) =>
  within(await logList(name))
    .getAllByRole('listitem')
    .map((row) => Array.from(row.children).map(spokenText));

/** Opens the weight log dialog with the page's create button or a log's edit button. */
export async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string) {
  // Fluent gives the page back to assistive technology a moment after a dialog closes.
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}
