import { contributorsTo } from './contributors';
import { entry } from './day-nutrients-test-kit';

describe('contributorsTo', () => {
  it('sums the logs of one product, then of one recipe, and keeps each manual log apart', () => {
    const entries = [
      entry('log-1', { product: 'bread' }, 'Bread', { proteins: 7 }),
      entry('log-2', { recipe: 'stew' }, 'Stew', { proteins: 10 }),
      entry('log-3', {}, 'Shake', { proteins: 4 }),
      entry('log-4', { product: 'bread' }, 'Bread', { proteins: 3.5 }),
      entry('log-5', {}, 'Shake', { proteins: 5 }),
      entry('log-6', { recipe: 'stew' }, 'Stew', { proteins: 2 }),
    ];
    expect(contributorsTo('proteins', entries)).toEqual([
      { key: 'recipe:stew', description: 'Stew', amount: 12 },
      { key: 'product:bread', description: 'Bread', amount: 10.5 },
      { key: 'log:log-5', description: 'Shake', amount: 5 },
      { key: 'log:log-3', description: 'Shake', amount: 4 },
    ]);
  });

  it('leaves out what contributed nothing to the nutrient, and keeps a null description', () => {
    const entries = [
      entry('log-1', { product: 'bread' }, 'Bread', { proteins: 7, water: 0 }),
      entry('log-2', {}, null, { water: 250 }),
      entry('log-3', { product: 'coffee' }, 'Coffee', { water: 200 }),
    ];
    expect(contributorsTo('water', entries)).toEqual([
      { key: 'log:log-2', description: null, amount: 250 },
      { key: 'product:coffee', description: 'Coffee', amount: 200 },
    ]);
    expect(contributorsTo('caffeine', entries)).toEqual([]);
  });

  it('keeps the order of logging between equal contributions', () => {
    const entries = [
      entry('log-1', { product: 'a' }, 'A', { salt: 1 }),
      entry('log-2', { product: 'b' }, 'B', { salt: 1 }),
    ];
    expect(contributorsTo('salt', entries).map((contribution) => contribution.description)).toEqual(['A', 'B']);
  });
});
