/**
 * The app's one clock of the current time: routes whose answers depend on today (goals, most used, nutrient history,
 * caloric balance) read `app.clock`. Tests build the app with a clock they set (testing/harness.ts).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
