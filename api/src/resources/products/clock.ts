/** Where the product routes read the current time; tests pin it (jest.spyOn(productClock, 'now')). */
export const productClock = {
  now: (): Date => new Date(),
};
