import type { LightMyRequestResponse } from 'fastify';
import { setupTestApp } from '../../testing/harness';
import { sharedDataPath } from '../../testing/shared-data';
import { importReferenceFoods } from '../reference-foods/importer';
import { productFromFoodOn, searchFoodsOn } from './testing/food-requests';

/*
 * The food search over the real USDA SR copy (8,790 foods). The import (about 3 s on PGlite) and the requests run
 * once, before the tests: the harness empties the tables before each test.
 */

const t = setupTestApp();
const answers = new Map<string, LightMyRequestResponse>();

const answerOf = (name: string) => {
  const answer = answers.get(name);
  if (answer === undefined) throw new Error(`${name} was not asked.`);
  return answer;
};

beforeAll(async () => {
  await importReferenceFoods(t.db, sharedDataPath('usda-sr'));
  const english = await t.signIn();
  const dutch = await t.signIn();
  await t.db.updateTable('users').set({ preferred_locale: 'nl-NL' }).where('uuid', '=', dutch.uuid).execute();
  answers.set('en banana', await searchFoodsOn(t.app, english.headers, { q: 'banana', itemsPerPage: 5 }));
  answers.set('nl kipfilet', await searchFoodsOn(t.app, dutch.headers, { q: 'kipfilet', itemsPerPage: 5 }));
  answers.set('nl banaan', await searchFoodsOn(t.app, dutch.headers, { q: 'banaan', itemsPerPage: 5 }));
  answers.set('nl from_food kipfilet', await productFromFoodOn(t.app, dutch.headers, '/api/foods/reference:05062'));
  answers.set('nl kipfilet after', await searchFoodsOn(t.app, dutch.headers, { q: 'kipfilet', itemsPerPage: 5 }));
}, 120_000);

describe('GET /api/foods over USDA SR 28', () => {
  it("finds 'banana' for an en-GB user as Bananas, raw, with its household measures", () => {
    const response = answerOf('en banana');
    expect(response.statusCode).toBe(200);
    const [first] = response.json().member;
    expect(first).toMatchObject({
      '@id': '/api/foods/reference:09040',
      name: 'Bananas, raw',
      unit: 'gram',
      nutrients: { calories: 89 },
      product: null,
    });
    expect(first.portions).toEqual(expect.arrayContaining([{ name: '1 medium', amount: 118 }]));
    expect(response.json().totalItems).toBeGreaterThan(5);
  });

  it("finds 'kipfilet' and 'banaan' for an nl-NL user by their Dutch names", () => {
    expect(answerOf('nl kipfilet').json().member[0]).toMatchObject({
      '@id': '/api/foods/reference:05062',
      name: 'Kipfilet',
      nutrients: { calories: 120 },
    });
    expect(answerOf('nl banaan').json().member[0]).toMatchObject({
      '@id': '/api/foods/reference:09040',
      name: 'Banaan',
    });
  });

  it("adds Kipfilet to the nl-NL user's products, and the search then lists it first and points the food at it", () => {
    const made = answerOf('nl from_food kipfilet');
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'Kipfilet',
      origin: 'reference',
      nutrientsPer: 100,
      nutrients: { calories: 120, proteins: 22.5 },
    });
    const [own, reference] = answerOf('nl kipfilet after').json().member;
    expect(own).toMatchObject({ source: 'product', name: 'Kipfilet', product: `/api/products/${made.json().uuid}` });
    expect(reference).toMatchObject({
      '@id': '/api/foods/reference:05062',
      product: `/api/products/${made.json().uuid}`,
    });
  });
});
