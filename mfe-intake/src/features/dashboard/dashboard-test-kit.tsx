/** A fake clock, intake logs and goals, and the dashboard rendered against a fake API (this feature's tests only). */
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { scaleNutrients, zeroNutrients, type Nutrients } from '@nutrilog/shared/nutrients';
import type { Goal, IntakeLog, IntakeLogPortion } from '@nutrilog/shared/schemas';
import {
  collection,
  createTestApi,
  fakeDateOnly,
  jsonResponse,
  LocationDisplay,
  nutrients,
  problemResponse,
  renderWithProviders,
  STORED_AT,
  type TestRequest,
} from '@nutrilog/shared/test';
import { DashboardPage } from './DashboardPage';

/** "Now" for every test: a local Sunday noon. Only Date is faked; timers stay real for SWR and user-event. */
export const NOW = new Date(2026, 2, 29, 12, 0, 0);
export function useFakeClock(): void {
  fakeDateOnly(NOW);
}

/** A local date-time as the API's UTC 'YYYY-MM-DD HH:mm:ss'. */
export const apiUtc = (local: Date) => local.toISOString().slice(0, 19).replace('T', ' ');

/** An API answer's 'YYYY-MM-DD HH:mm:ss' (UTC) as a timestamp. */
const fromApiUtc = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

const portion = (name: string, amount: number): IntakeLogPortion => ({
  '@id': `/api/portions/${name}`,
  uuid: `portion-${name}`,
  name,
  amount,
});

const owner = <T extends 'Product' | 'Recipe'>(type: T, name: string, unit: 'gram' | 'milliliter' = 'gram') => ({
  '@id': `/api/${type.toLowerCase()}s/${name}`,
  '@type': type,
  uuid: `${type}-${name}`,
  name,
  unit,
  deleted: false,
});

function baseLog(uuid: string, at: Date): IntakeLog {
  return {
    '@id': `/api/intake_logs/${uuid}`,
    '@type': 'IntakeLog',
    ...STORED_AT,
    uuid,
    type: 'manual',
    date: at.toISOString(),
    description: null,
    amount: 0,
    quantity: 0,
    nutrients: zeroNutrients(),
    totalAmount: 0,
    effectiveNutrients: zeroNutrients(),
    product: null,
    portion: null,
    recipe: null,
    recipePortion: null,
  };
}

/**
 * A product log by portion (`quantity` × `portion`) or, without one, by `amount`; `per` is the logged amount's
 * nutrients.
 */
export function productLog(
  uuid: string,
  at: Date,
  name: string,
  options: {
    portion?: [string, number];
    quantity?: number;
    amount?: number;
    unit?: 'gram' | 'milliliter';
    effective: Partial<Nutrients>;
  },
): IntakeLog {
  const chosen = options.portion ? portion(...options.portion) : null;
  const quantity = chosen ? (options.quantity ?? 1) : 0;
  const amount = chosen ? 0 : (options.amount ?? 100);
  return {
    ...baseLog(uuid, at),
    type: 'product',
    product: owner('Product', name, options.unit),
    portion: chosen,
    quantity,
    amount,
    totalAmount: chosen ? chosen.amount * quantity : amount,
    effectiveNutrients: nutrients(options.effective),
  };
}

export function recipeLog(
  uuid: string,
  at: Date,
  name: string,
  options: { portion?: [string, number]; quantity?: number; amount?: number; effective: Partial<Nutrients> },
): IntakeLog {
  const log = productLog(uuid, at, name, options);
  return {
    ...log,
    type: 'recipe',
    product: null,
    portion: null,
    recipe: owner('Recipe', name),
    recipePortion: log.portion,
  };
}

export function manualLog(uuid: string, at: Date, description: string | null, values: Partial<Nutrients>): IntakeLog {
  return { ...baseLog(uuid, at), description, nutrients: nutrients(values), effectiveNutrients: nutrients(values) };
}

export function goal(
  nutrient: Goal['nutrient'],
  value: number,
  startDate: string | null = null,
  endDate: string | null = null,
): Goal {
  const uuid = `goal-${nutrient}-${startDate ?? 'open'}`;
  return {
    '@id': `/api/goals/${uuid}`,
    '@type': 'Goal',
    ...STORED_AT,
    uuid,
    nutrient,
    goalType: 'maximum',
    value,
    startDate,
    endDate,
    currentlyActive: true,
  };
}

/** A merge patch of quantity or amount, with the nutrients scaled as the API would. */
function patched(log: IntakeLog, patch: Partial<Pick<IntakeLog, 'quantity' | 'amount'>>): IntakeLog {
  const next = { ...log, ...patch };
  const portionAmount = (log.portion ?? log.recipePortion)?.amount;
  next.totalAmount = portionAmount === undefined ? next.amount : portionAmount * next.quantity;
  next.effectiveNutrients = scaleNutrients(log.effectiveNutrients, next.totalAmount / log.totalAmount);
  return next;
}

/** An answer for some requests; the others get the fake API's. */
export type Answer = (request: TestRequest) => Response | undefined;

/**
 * Renders the dashboard against an API that holds `logs` and `goals`: it answers a day's logs by the UTC bounds
 * asked for, applies PATCH and DELETE, and 404s anything else.
 */
export function renderDashboard({
  logs = [],
  goals = [],
  answer = () => undefined,
}: { logs?: IntakeLog[]; goals?: Goal[]; answer?: Answer } = {}) {
  let stored = [...logs];
  const respond = (request: TestRequest): Response => {
    const special = answer(request);
    if (special) return special;
    const url = new URL(request.url, 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const log = stored.find((candidate) => candidate['@id'] === url.pathname);
    if (request.method === 'GET' && url.pathname === '/api/goals') return jsonResponse(200, collection(goals));
    if (request.method === 'GET' && url.pathname === '/api/intake_logs') {
      const after = fromApiUtc(query['date[after]']!);
      const before = fromApiUtc(query['date[before]']!) + 999;
      const day = stored
        .filter((l) => Date.parse(l.date) >= after && Date.parse(l.date) <= before)
        .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
      return jsonResponse(200, collection(day));
    }
    if (request.method === 'PATCH' && log) {
      const updated = patched(log, request.body as Partial<IntakeLog>);
      stored = stored.map((l) => (l === log ? updated : l));
      return jsonResponse(200, updated);
    }
    if (request.method === 'DELETE' && log) {
      stored = stored.filter((l) => l !== log);
      return jsonResponse(204);
    }
    return problemResponse(404);
  };
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<DashboardPage />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <LocationDisplay />
    </>,
    { api: testApi.api, route: '/' },
  );
  const dayReads = () =>
    testApi
      .requests()
      .filter(
        (request) =>
          request.method === 'GET' && new URL(request.url, 'http://localhost').pathname === '/api/intake_logs',
      )
      .map((request) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams));
  const changes = () => testApi.requests().filter((request) => request.method !== 'GET');
  return { ...testApi, ...result, dayReads, changes, user: userEvent.setup() };
}

/** The query of a local day's logs, as the dashboard must ask for it. */
export function dayQuery(year: number, month: number, day: number) {
  return {
    'order[date]': 'asc',
    pagination: 'false',
    'date[after]': apiUtc(new Date(year, month, day, 0, 0, 0)),
    'date[before]': apiUtc(new Date(year, month, day, 23, 59, 59)),
  };
}

/** The local time `hours`:`minutes` of the faked today. */
export const today = (hours: number, minutes = 0) => new Date(2026, 2, 29, hours, minutes);
