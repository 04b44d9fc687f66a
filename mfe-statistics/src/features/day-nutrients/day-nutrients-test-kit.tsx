/** A fake clock and a fake API of a day's consumption, targets and history (the day-nutrients tests and the page's). */
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import type { NutrientKey, Nutrients } from '@nutrilog/shared/nutrients';
import type { DailyConsumptionEntry } from '@nutrilog/shared/schemas';
import {
  collection,
  createTestApi,
  jsonResponse,
  nutrients,
  problemResponse,
  renderWithProviders,
  type TestRequest,
} from '@nutrilog/shared/test';

/** "Now" of the day tests: Tuesday 14 July 2026, a local noon. Only Date is faked. */
export const NOW = new Date(2026, 6, 14, 12, 0, 0);
export const TODAY = '2026-07-14';

export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A log of the day: of a product or recipe (by uuid), or manual. */
export function entry(
  uuid: string,
  owner: { product?: string; recipe?: string },
  description: string | null,
  values: Partial<Nutrients>,
): DailyConsumptionEntry {
  return {
    uuid,
    product: owner.product ? { uuid: owner.product } : null,
    recipe: owner.recipe ? { uuid: owner.recipe } : null,
    description,
    totalAmount: 100,
    unit: owner.product || owner.recipe ? 'gram' : null,
    effectiveNutrients: nutrients(values),
  };
}

export interface FakeDays {
  /** The logs of each day, `YYYY-MM-DD`. */
  logs?: Record<string, DailyConsumptionEntry[]>;
  /** The targets of each day. */
  targets?: Record<string, Partial<Record<NutrientKey, number>>>;
}

const pathOf = (request: TestRequest) => new URL(request.url, 'http://localhost').pathname;
export const queryOf = (request: TestRequest) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

/** The days' totals per day over the asked range, as GET /api/intake_logs/nutrient_history answers them. */
function historyOf(days: FakeDays, first: string, last: string) {
  const member = [];
  for (let day = dayjs(first); !day.isAfter(dayjs(last)); day = day.add(1, 'day')) {
    const date = day.format('YYYY-MM-DD');
    const totals = nutrients({});
    for (const log of days.logs?.[date] ?? [])
      for (const key of Object.keys(totals) as NutrientKey[]) totals[key] += log.effectiveNutrients[key];
    member.push({ date, nutrients: totals });
  }
  return member;
}

/** Answers the three reads of a day from `days`; undefined for any other request. */
export function dayNutrientsAnswer(days: FakeDays) {
  return (request: TestRequest): Response | undefined => {
    const query = queryOf(request);
    switch (pathOf(request)) {
      case '/api/intake_logs/daily_consumption':
        return jsonResponse(200, collection(days.logs?.[query.date!] ?? []));
      case '/api/goals/targets': {
        const targets = Object.entries(days.targets?.[query.date!] ?? {});
        return jsonResponse(
          200,
          collection(
            targets.map(([nutrient, value]) => ({
              nutrient,
              goalType: 'maximum',
              value,
              goal: `/api/goals/goal-${nutrient}`,
            })),
          ),
        );
      }
      case '/api/intake_logs/nutrient_history':
        return jsonResponse(200, collection(historyOf(days, query['date[after]']!, query['date[before]']!)));
      default:
        return undefined;
    }
  };
}

/** An answer for some requests; the rest go to the fake days, then 404. */
export type Answer = (request: TestRequest) => Response | undefined;

/** Renders `ui` against the fake days; `reads(path)` lists the queries of the GETs of one path, in order. */
export function renderWithDays(
  ui: ReactElement,
  {
    days = {},
    answer = () => undefined,
    route = null,
  }: { days?: FakeDays; answer?: Answer; route?: string | null } = {},
) {
  const fake = dayNutrientsAnswer(days);
  const testApi = createTestApi({
    token: 'tok',
    respond: (request) => answer(request) ?? fake(request) ?? problemResponse(404),
  });
  const result = renderWithProviders(ui, { api: testApi.api, route });
  const reads = (path: string) =>
    testApi
      .requests()
      .filter((request) => pathOf(request) === path)
      .map(queryOf);
  return { ...testApi, ...result, reads, user: userEvent.setup() };
}

/** The query of each read of a day, as the statistics page must ask for it. */
export const dayQueries = (date: string, first: string) => ({
  consumption: { date, timezone: TIME_ZONE },
  targets: { date },
  history: { 'date[after]': first, 'date[before]': date, timezone: TIME_ZONE },
});
