import { seededRandom } from '../../../seed/demo';
import { type BalanceInput, estimateCaloricBalance, estimateMaintenance, type WeighIn } from './caloric-balance';

const DAY_MS = 86_400_000;
/** Wednesday 1 May 2024, 07:00 UTC: day 0 of every series. */
const START = Date.UTC(2024, 4, 1, 7);
const POUND = 0.45359237;
const STONE = 6.35029318;
/** 0.5 kg a week down, per day. */
const LOSS_PER_DAY = -0.5 / 7;
/** What that loss means at 7700 kcal per kg. */
const HALF_KILO_A_WEEK = -550;

const weighIn = (day: number, weight: number, more: Partial<WeighIn> = {}): WeighIn => {
  const date = new Date(START + day * DAY_MS);
  return { date, day: date.toISOString().slice(0, 10), weight, unit: 'kilogram', bodyFatPercentage: null, ...more };
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const steadyLoss = (day: number) => 80 + LOSS_PER_DAY * day;
const balanceOf = (weighIns: WeighIn[], more: Partial<BalanceInput> = {}) =>
  estimateCaloricBalance({ weighIns, intake: null, windowDays: 30, ...more });

const expectWithin = (actual: number | null, expected: number, fraction: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(Math.abs(expected) * fraction);
};

describe('estimateCaloricBalance: the weight trend', () => {
  it('answers about -550 kcal/day for a steady loss of 0.5 kg a week over 30 days', () => {
    const result = balanceOf(range(0, 29).map((day) => weighIn(day, steadyLoss(day))));
    expectWithin(result.balance, HALF_KILO_A_WEEK, 0.05);
    expect(result).toMatchObject({
      weighIns: 30,
      kilogramsPerWeek: -0.5,
      energyModel: 'weight-only',
      maintenance: null,
    });
  });

  it('answers about 0 for a flat weight, also with small ups and downs', () => {
    expect(balanceOf(range(0, 29).map((day) => weighIn(day, 80)))).toMatchObject({ balance: 0, kilogramsPerWeek: 0 });
    const wobbling = balanceOf(range(0, 29).map((day) => weighIn(day, day % 2 === 0 ? 80.1 : 79.9)));
    expect(Math.abs(wobbling.balance as number)).toBeLessThan(20);
  });

  it('answers a surplus as a positive balance', () => {
    expectWithin(balanceOf(range(0, 29).map((day) => weighIn(day, 70 + (0.25 / 7) * day))).balance, 275, 0.05);
  });

  it('finds the trend within 15% through day-to-day noise of ±0.8 kg (8 weeks of daily weigh-ins, ten seeds)', () => {
    // With uniform ±0.8 kg noise (SD 0.46 kg) the balance's standard error over 56 daily weigh-ins is about 5% of
    // this trend, so 15% is about 3 standard errors; over 30 days it is about 14% (docs/caloric-balance.md).
    for (let seed = 1; seed <= 10; seed += 1) {
      const noise = seededRandom(seed);
      const result = balanceOf(range(0, 55).map((day) => weighIn(day, steadyLoss(day) + (noise() * 1.6 - 0.8))));
      expectWithin(result.balance, HALF_KILO_A_WEEK, 0.15);
    }
  });

  it('uses every weigh-in at its own time: gaps (twice a week) and an uneven time of day change nothing', () => {
    const twiceAWeek = range(0, 29).filter((day) => day % 7 === 0 || day % 7 === 3);
    const result = balanceOf(twiceAWeek.map((day) => weighIn(day, steadyLoss(day))));
    expect(result.weighIns).toBe(9);
    expectWithin(result.balance, HALF_KILO_A_WEEK, 0.05);

    // Weighed at 07:00 and at 21:00 on alternate days, with the weight of that very moment.
    const atTimes = range(0, 13).map((day) => {
      const at = day + (day % 2 === 0 ? 0 : 14 / 24);
      return { ...weighIn(day, steadyLoss(at)), date: new Date(START + at * DAY_MS) };
    });
    expectWithin(balanceOf(atTimes).balance, HALF_KILO_A_WEEK, 0.01);
  });

  it('converts pounds and stones (and their abbreviations) to kilograms; mixed units agree', () => {
    const inPounds = range(0, 29).map((day) =>
      weighIn(day, steadyLoss(day) / POUND, { unit: day % 2 === 0 ? 'pound' : 'lbs' }),
    );
    expect(balanceOf(inPounds)).toMatchObject({ weighIns: 30, kilogramsPerWeek: -0.5 });
    expectWithin(balanceOf(inPounds).balance, HALF_KILO_A_WEEK, 0.01);

    const mixed = range(0, 29).map((day) => {
      const [unit, factor] = (
        [
          ['kg', 1],
          ['lb', POUND],
          ['stone', STONE],
          [' St ', STONE],
          ['Kilogram', 1],
        ] as const
      )[day % 5]!;
      return weighIn(day, steadyLoss(day) / factor, { unit });
    });
    expectWithin(balanceOf(mixed).balance, HALF_KILO_A_WEEK, 0.01);
  });

  it('leaves weigh-ins in an unknown unit out, and does not count them', () => {
    const known = [0, 5, 10].map((day) => weighIn(day, steadyLoss(day)));
    const unknown = [1, 2, 3, 4].map((day) => weighIn(day, 300, { unit: 'furlong' }));
    const result = balanceOf([...known, ...unknown]);
    expect(result.weighIns).toBe(3);
    expectWithin(result.balance, HALF_KILO_A_WEEK, 0.01);
    expect(balanceOf([weighIn(0, 80), ...unknown])).toMatchObject({ balance: null, weighIns: 1 });
  });
});

describe('estimateCaloricBalance: not enough data', () => {
  const notEnough = (weighIns: number) => ({
    balance: null,
    weighIns,
    kilogramsPerWeek: null,
    energyModel: null,
    maintenance: null,
  });
  const onDays = (days: number[]) => balanceOf(days.map((day) => weighIn(day, steadyLoss(day))));

  it('answers null for no weigh-in, one and two', () => {
    expect(balanceOf([])).toEqual(notEnough(0));
    expect(onDays([0])).toEqual(notEnough(1));
    expect(onDays([0, 20])).toEqual(notEnough(2));
  });

  it('needs three weigh-ins on three distinct days, the first and last at least 4 days apart', () => {
    expect(onDays([0, 0, 20])).toEqual(notEnough(3));
    expect(onDays([0, 0.2, 0.4, 20, 20.3])).toEqual(notEnough(5));
    expect(onDays([0, 1, 3])).toEqual(notEnough(3));
    expectWithin(onDays([0, 2, 4]).balance, HALF_KILO_A_WEEK, 0.01);
  });

  it('counts distinct days by the local day given, not the UTC one', () => {
    // 23:30 and 00:30 UTC are two UTC days but one local day in New York.
    const at = (iso: string, day: string, weight: number) => ({ ...weighIn(0, weight), date: new Date(iso), day });
    const sameLocalDay = [
      at('2024-05-01T23:30:00Z', '2024-05-01', 80),
      at('2024-05-02T00:30:00Z', '2024-05-01', 80),
      at('2024-05-07T12:00:00Z', '2024-05-07', 79.5),
    ];
    expect(balanceOf(sameLocalDay).balance).toBeNull();
  });
});

describe('estimateCaloricBalance: the body-composition model (Hall 2008)', () => {
  /** 90 kg at 30% body fat, losing `fatPerWeek` kg of fat and `leanPerWeek` kg of lean mass a week. */
  const composition = (days: number[], fatPerWeek: number, leanPerWeek: number) =>
    days.map((day) => {
      const fat = 27 - (fatPerWeek / 7) * day;
      const lean = 63 - (leanPerWeek / 7) * day;
      return weighIn(day, fat + lean, { bodyFatPercentage: (fat / (fat + lean)) * 100 });
    });
  const expectedKcal = (fatPerWeek: number, leanPerWeek: number) => -(fatPerWeek * 9440 + leanPerWeek * 1816) / 7;

  it('prices fat at 9440 and lean mass at 1816 kcal per kg', () => {
    const result = balanceOf(composition(range(0, 29), 0.375, 0.125));
    expect(result).toMatchObject({ energyModel: 'body-composition', kilogramsPerWeek: -0.5, weighIns: 30 });
    expectWithin(result.balance, expectedKcal(0.375, 0.125), 0.01);
    expect(Math.round(expectedKcal(0.375, 0.125))).toBe(-538);

    expectWithin(balanceOf(composition(range(0, 29), 0.5, 0)).balance, -674, 0.01);
    expectWithin(balanceOf(composition(range(0, 29), 0, 0.5)).balance, -130, 0.01);
  });

  it('regresses fat and lean mass over the weigh-ins with body fat only; the weight trend over all of them', () => {
    const withBodyFat = composition([0, 7, 14, 21], 0.375, 0.125);
    const withoutBodyFat = [3, 10, 17, 24].map((day) => weighIn(day, steadyLoss(day) + 10));
    const result = balanceOf([...withBodyFat, ...withoutBodyFat]);
    expect(result.energyModel).toBe('body-composition');
    expect(result.weighIns).toBe(8);
    expectWithin(result.balance, expectedKcal(0.375, 0.125), 0.01);
  });

  it('falls back to weight only when the weigh-ins with body fat do not pass the gate on their own', () => {
    const series = range(0, 29).map((day) => weighIn(day, steadyLoss(day)));
    const twoWithBodyFat = series.map((entry, day) =>
      day === 0 || day === 29 ? { ...entry, bodyFatPercentage: 25 } : entry,
    );
    expect(balanceOf(twoWithBodyFat)).toMatchObject({ energyModel: 'weight-only', balance: HALF_KILO_A_WEEK });
    const closeTogether = series.map((entry, day) => (day <= 2 ? { ...entry, bodyFatPercentage: 25 } : entry));
    expect(balanceOf(closeTogether)).toMatchObject({ energyModel: 'weight-only', balance: HALF_KILO_A_WEEK });
  });

  it('counts a body fat of 0 as a measurement', () => {
    const lean = range(0, 9).map((day) => weighIn(day, steadyLoss(day), { bodyFatPercentage: 0 }));
    expect(balanceOf(lean)).toMatchObject({ energyModel: 'body-composition' });
    expectWithin(balanceOf(lean).balance, -130, 0.01);
  });
});

describe('estimateMaintenance', () => {
  it('is the average intake minus the balance (a deficit adds, a surplus subtracts)', () => {
    expect(estimateMaintenance(-550, { weighIns: 30, spanDays: 29 }, { averageCalories: 1800, days: 30 }, 30)).toEqual({
      calories: 2350,
      intakeDays: 30,
      confidence: 'high',
    });
    expect(
      estimateMaintenance(300, { weighIns: 30, spanDays: 29 }, { averageCalories: 2600, days: 30 }, 30),
    ).toMatchObject({ calories: 2300 });
  });

  it('needs intake on at least 4 days and on at least half of the window', () => {
    expect(estimateMaintenance(-550, { weighIns: 8, spanDays: 29 }, null, 30)).toBeNull();
    expect(estimateMaintenance(-550, { weighIns: 8, spanDays: 29 }, { averageCalories: 1800, days: 3 }, 4)).toBeNull();
    expect(
      estimateMaintenance(-550, { weighIns: 8, spanDays: 29 }, { averageCalories: 1800, days: 4 }, 4),
    ).toMatchObject({ intakeDays: 4 });
    expect(
      estimateMaintenance(-550, { weighIns: 8, spanDays: 29 }, { averageCalories: 1800, days: 14 }, 30),
    ).toBeNull();
    expect(
      estimateMaintenance(-550, { weighIns: 8, spanDays: 29 }, { averageCalories: 1800, days: 15 }, 30),
    ).toMatchObject({ confidence: 'low' });
  });

  it("is 'high' from 85% of the days and 5 weigh-ins, 'medium' from 70%, else 'low'", () => {
    const confidence = (days: number, windowDays: number, weighIns: number) =>
      estimateMaintenance(-550, { weighIns, spanDays: 29 }, { averageCalories: 1800, days }, windowDays)?.confidence;
    expect(confidence(17, 20, 5)).toBe('high');
    expect(confidence(17, 20, 4)).toBe('medium');
    expect(confidence(16, 20, 30)).toBe('medium');
    expect(confidence(14, 20, 30)).toBe('medium');
    expect(confidence(13, 20, 30)).toBe('low');
    expect(confidence(10, 20, 30)).toBe('low');
  });

  it("is 'low' over weigh-ins spanning under 10 days, at most 'medium' under 21, however complete the intake", () => {
    const confidence = (spanDays: number) =>
      estimateMaintenance(-550, { weighIns: 30, spanDays }, { averageCalories: 1800, days: 30 }, 30)?.confidence;
    expect(confidence(6)).toBe('low');
    expect(confidence(9)).toBe('low');
    expect(confidence(10)).toBe('medium');
    expect(confidence(20)).toBe('medium');
    expect(confidence(21)).toBe('high');
    // The 7-day card: a full week of weigh-ins and intake is still a rough estimate.
    const week = range(0, 6).map((day) => weighIn(day, steadyLoss(day)));
    expect(balanceOf(week, { intake: { averageCalories: 1800, days: 6 }, windowDays: 6 }).maintenance).toMatchObject({
      confidence: 'low',
    });
  });

  it('comes with the balance only', () => {
    const intake = { averageCalories: 1800, days: 30 };
    const series = range(0, 29).map((day) => weighIn(day, steadyLoss(day)));
    expect(balanceOf(series, { intake, windowDays: 30 }).maintenance).toEqual({
      calories: 2350,
      intakeDays: 30,
      confidence: 'high',
    });
    expect(balanceOf(series.slice(0, 2), { intake, windowDays: 30 }).maintenance).toBeNull();
  });
});
