import { underPath } from '../ui/swr-config';
import {
  ALL_GOALS_KEY,
  API_PATHS,
  averagesPath,
  dailyConsumptionKey,
  intakeLogKey,
  productKey,
  recipeKey,
  WEIGHT_LOGS_NEWEST_FIRST_KEY,
} from './endpoints';

describe('API endpoints', () => {
  it('are all paths under /api/, each named once', () => {
    const paths = Object.values(API_PATHS);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('put each shared cache key under the collection a write to it refreshes', () => {
    expect(underPath(API_PATHS.products)(productKey('p1'))).toBe(true);
    expect(underPath(API_PATHS.recipes)(recipeKey('r1'))).toBe(true);
    expect(underPath(API_PATHS.intakeLogs)(intakeLogKey('l1'))).toBe(true);
    expect(underPath(API_PATHS.intakeLogs)(dailyConsumptionKey('2026-01-01', 'UTC'))).toBe(true);
    expect(underPath(API_PATHS.intakeLogs)([averagesPath('week'), {}])).toBe(true);
    expect(underPath(API_PATHS.goals)(ALL_GOALS_KEY)).toBe(true);
    expect(underPath(API_PATHS.weightLogs)(WEIGHT_LOGS_NEWEST_FIRST_KEY)).toBe(true);
    expect(underPath(API_PATHS.products)(recipeKey('r1'))).toBe(false);
  });
});
