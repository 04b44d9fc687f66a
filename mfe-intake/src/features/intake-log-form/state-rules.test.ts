import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { emptyValues, type IntakeLogFormValues } from './form-values';
import {
  afterCreate,
  inferred,
  portionChosen,
  productChosen,
  recipeChosen,
  recipePortionChosen,
  typeChosen,
} from './state-rules';

const SLICE = '/api/portions/slice';
const ROLL = '/api/portions/roll';
const BREAD = { '@id': '/api/products/bread', portions: [{ '@id': SLICE }, { '@id': ROLL }] };
const BUTTER = { '@id': '/api/products/butter', portions: [] };
const BOWL = '/api/portions/bowl';
const STEW = { '@id': '/api/recipes/stew', portions: [{ '@id': BOWL }] };
const SOUP = { '@id': '/api/recipes/soup', portions: [] };

const values = (overrides: Partial<IntakeLogFormValues> = {}): IntakeLogFormValues => ({
  ...emptyValues(new Date(2026, 2, 29, 8, 15)),
  ...overrides,
});

describe('the intake log form state rules', () => {
  it('a new product clears amount and quantity and takes its first portion with quantity 1', () => {
    expect(productChosen(BREAD)).toEqual({ product: BREAD['@id'], portion: SLICE, amount: 0, quantity: 1 });
  });

  it('a new product without portions leaves amount and quantity blank', () => {
    expect(productChosen(BUTTER)).toEqual({ product: BUTTER['@id'], portion: null, amount: 0, quantity: 0 });
  });

  it('a new portion clears the amount and sets quantity 1; no portion leaves the quantity blank', () => {
    expect(portionChosen(ROLL)).toEqual({ portion: ROLL, amount: 0, quantity: 1 });
    expect(portionChosen(null)).toEqual({ portion: null, amount: 0, quantity: 0 });
  });

  it('the same holds for a recipe and its recipe portions', () => {
    expect(recipeChosen(STEW)).toEqual({ recipe: STEW['@id'], recipePortion: BOWL, amount: 0, quantity: 1 });
    expect(recipeChosen(SOUP)).toEqual({ recipe: SOUP['@id'], recipePortion: null, amount: 0, quantity: 0 });
    expect(recipePortionChosen(BOWL)).toEqual({ recipePortion: BOWL, amount: 0, quantity: 1 });
    expect(recipePortionChosen(null)).toEqual({ recipePortion: null, amount: 0, quantity: 0 });
  });

  it('another type keeps date, time and each type’s choices; amount and quantity start over for its portion', () => {
    const byPortion = values({ product: BREAD['@id'], portion: SLICE, quantity: 3, recipe: SOUP['@id'] });
    expect(typeChosen(byPortion, 'recipe')).toEqual({ type: 'recipe', amount: 0, quantity: 0 });
    expect(typeChosen({ ...byPortion, type: 'recipe' }, 'product')).toEqual({
      type: 'product',
      amount: 0,
      quantity: 1,
    });
    expect(typeChosen(byPortion, 'manual')).toEqual({ type: 'manual' });
    expect(typeChosen(byPortion, 'product')).toEqual({});
    for (const type of ['product', 'manual', 'recipe'] as const) {
      const update = typeChosen(byPortion, type);
      expect(update).not.toHaveProperty('date');
      expect(update).not.toHaveProperty('time');
    }
  });

  it('after a create the form starts over, keeping date and time only: the type is the default again', () => {
    const filled = values({
      type: 'manual',
      date: '2026-03-28',
      time: '19:05',
      product: BREAD['@id'],
      portion: SLICE,
      quantity: 2,
      description: 'Apple',
      nutrients: { ...zeroNutrients(), calories: 52 },
    });
    expect(afterCreate(filled)).toEqual({ ...emptyValues(), type: 'product', date: '2026-03-28', time: '19:05' });
  });

  it('text inference makes a manual log with the answer’s description, else the prompt', () => {
    const nutrients = { ...zeroNutrients(), calories: 95 };
    expect(inferred({ description: 'Banana', nutrients }, 'a banana')).toEqual({
      type: 'manual',
      description: 'Banana',
      nutrients,
    });
    expect(inferred({ nutrients }, 'a banana')).toEqual({ type: 'manual', description: 'a banana', nutrients });
    expect(inferred({ description: null, nutrients }, 'a banana')).toMatchObject({ description: 'a banana' });
  });
});
