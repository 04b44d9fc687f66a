/**
 * Where the caloric balance reads the current time (the window's end); tests pin it (jest.spyOn(balanceClock, 'now')).
 */
export const balanceClock = {
  now: (): Date => new Date(),
};
