import type { MonthAverage, WeekAverage } from '@nutrilog/shared/schemas';
import type { TestApp } from '../../../testing/harness';
import { intakeLogRequests } from '../test-helpers';

export const weekAveragesUrl = (query: string) => `/api/intake_logs/week_averages?${query}`;
export const monthAveragesUrl = (query: string) => `/api/intake_logs/month_averages?${query}`;

/** GETs of both averages as `headers`' user: the members (after checking for 200). */
export function averageRequests(t: TestApp) {
  const request = intakeLogRequests(t);
  const members = async <T>(url: string, headers: Record<string, string>): Promise<T[]> => {
    const response = await request.get(url, headers);
    expect(response.statusCode).toBe(200);
    return response.json<{ member: T[] }>().member;
  };
  return {
    weeks: (query: string, headers: Record<string, string>) => members<WeekAverage>(weekAveragesUrl(query), headers),
    months: (query: string, headers: Record<string, string>) => members<MonthAverage>(monthAveragesUrl(query), headers),
  };
}

/** A week member in one line: `2024-W19 2024-05-06..2024-05-12 ×2`. */
export const weekLine = (week: WeekAverage) =>
  `${week.year}-W${String(week.weekNumber).padStart(2, '0')} ${week.startDate}..${week.endDate} ×${week.loggedDays}`;

/** A month member in one line: `2024-02 2024-02-01..2024-02-29 ×1`. */
export const monthLine = (month: MonthAverage) =>
  `${month.year}-${String(month.month).padStart(2, '0')} ${month.startDate}..${month.endDate} ×${month.loggedDays}`;
