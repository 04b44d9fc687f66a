/**
 * Where the nutrient history reads today when no range is asked for; tests pin it (jest.spyOn(historyClock, 'now')).
 */
export const historyClock = {
  now: (): Date => new Date(),
};
