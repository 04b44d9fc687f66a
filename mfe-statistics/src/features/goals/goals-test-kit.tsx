import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Goal } from '@nutrilog/shared/schemas';
import {
  collection,
  createTestApi,
  jsonResponse,
  renderWithProviders,
  type Respond,
  STORED_AT,
  type TestRequest,
} from '@nutrilog/shared/test';
import { GoalsPage } from './GoalsPage';

export function goal(
  uuid: string,
  nutrient: Goal['nutrient'],
  goalType: Goal['goalType'],
  value: number,
  dates: Partial<Pick<Goal, 'startDate' | 'endDate' | 'currentlyActive'>> = {},
): Goal {
  return {
    '@id': `/api/goals/${uuid}`,
    '@type': 'Goal',
    ...STORED_AT,
    uuid,
    nutrient,
    goalType,
    value,
    startDate: null,
    endDate: null,
    currentlyActive: true,
    ...dates,
  };
}

/** Listed by the API in creation order, not in nutrient order, with one goal that is no longer active. */
export const GOALS: Goal[] = [
  goal('g-proteins', 'proteins', 'minimum', 60.25, { startDate: '2026-01-05' }),
  goal('g-salt', 'salt', 'maximum', 5.5, { startDate: '2020-01-01', endDate: '2020-12-31', currentlyActive: false }),
  goal('g-caffeine', 'caffeine', 'maximum', 400, { endDate: '2027-06-30' }),
  goal('g-calories', 'calories', 'maximum', 2000),
];

/**
 * A goals API in memory: GET lists the goals, POST adds one (uuid g-new), PATCH merges, DELETE removes.
 * `answer` may answer a request first (e.g. with a 422).
 */
export function goalsApi(
  initial: Goal[],
  answer: (request: TestRequest) => Response | undefined = () => undefined,
): Respond {
  let goals = [...initial];
  return (request) => {
    const answered = answer(request);
    if (answered) return answered;
    const path = new URL(request.url, 'http://localhost').pathname;
    const body = request.body as Partial<Goal>;
    if (request.method === 'GET' && path === '/api/goals') return jsonResponse(200, collection(goals));
    if (request.method === 'POST' && path === '/api/goals') {
      const created = { ...goal('g-new', 'calories', 'maximum', 0), ...body };
      goals = [...goals, created];
      return jsonResponse(201, created);
    }
    const stored = goals.find((candidate) => candidate['@id'] === path);
    if (stored && request.method === 'PATCH') {
      const updated = { ...stored, ...body };
      goals = goals.map((candidate) => (candidate === stored ? updated : candidate));
      return jsonResponse(200, updated);
    }
    if (stored && request.method === 'DELETE') {
      goals = goals.filter((candidate) => candidate !== stored);
      return jsonResponse(204);
    }
    return jsonResponse(404, { type: '/api/errors/404', title: 'Not Found', status: 404 }, 'application/problem+json');
  };
}

export function renderGoalsPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/goals" element={<GoalsPage />} />
    </Routes>,
    { api: testApi.api, route: '/goals' },
  );
  const writes = () => testApi.requests().filter((request) => request.method !== 'GET');
  const reads = () => testApi.requests().filter((request) => request.method === 'GET');
  return { ...testApi, ...result, writes, reads, user: userEvent.setup() };
}

/** The text of each goal row, in order, spaces collapsed. */
export const goalRows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((row) => row.textContent?.replace(/\s+/g, ' ').trim());

export const goalList = () => screen.findByRole('list', { name: 'Goals' });

/** Opens the goal dialog with the page's button or a goal's row (its name starts with the nutrient). */
export async function openDialog(user: ReturnType<typeof userEvent.setup>, row: 'Create goal' | RegExp) {
  // Fluent gives the page back to assistive technology a moment after a dialog closes.
  const button =
    row === 'Create goal'
      ? await screen.findByRole('button', { name: row })
      : within(await goalList()).getByRole('button', { name: row });
  await user.click(button);
  return screen.findByRole('dialog');
}
