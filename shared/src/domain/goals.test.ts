import { goalTargets, isGoalActive } from './goals';

const goal = (
  nutrient: 'calories' | 'proteins',
  value: number,
  startDate: string | null,
  endDate: string | null,
  goalType: 'minimum' | 'maximum' = 'maximum',
) => ({
  nutrient,
  goalType,
  value,
  startDate,
  endDate,
});

describe('isGoalActive', () => {
  it('includes the start and end dates and treats null as open', () => {
    expect(isGoalActive(goal('calories', 1, '2026-01-10', '2026-01-20'), '2026-01-10')).toBe(true);
    expect(isGoalActive(goal('calories', 1, '2026-01-10', '2026-01-20'), '2026-01-20')).toBe(true);
    expect(isGoalActive(goal('calories', 1, '2026-01-10', '2026-01-20'), '2026-01-21')).toBe(false);
    expect(isGoalActive(goal('calories', 1, '2026-01-10', '2026-01-20'), '2026-01-09')).toBe(false);
    expect(isGoalActive(goal('calories', 1, null, null), '1999-12-31')).toBe(true);
  });
});

describe('goalTargets', () => {
  it('takes the goals active on the date, one per nutrient', () => {
    const targets = goalTargets(
      [goal('calories', 2000, null, '2026-01-31'), goal('proteins', 120, '2026-02-01', null)],
      '2026-01-15',
    );
    expect(targets.calories?.value).toBe(2000);
    expect(targets.proteins).toBeUndefined();
  });

  it('prefers the goal that started last, then a maximum over a minimum', () => {
    const goals = [
      goal('calories', 2500, null, null),
      goal('calories', 1800, '2026-01-01', null),
      goal('calories', 1500, '2025-06-01', null),
    ];
    expect(goalTargets(goals, '2026-02-01').calories?.value).toBe(1800);
    const sameStart = [
      goal('proteins', 80, '2026-01-01', null, 'minimum'),
      goal('proteins', 150, '2026-01-01', null, 'maximum'),
    ];
    expect(goalTargets(sameStart, '2026-01-05').proteins?.value).toBe(150);
    expect(goalTargets([...sameStart].reverse(), '2026-01-05').proteins?.value).toBe(150);
  });
});
