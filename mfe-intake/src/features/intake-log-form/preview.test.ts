import { zeroNutrients, type Nutrients } from '@nutrilog/shared/nutrients';
import type { DailyConsumptionEntry } from '@nutrilog/shared/schemas';
import { emptyValues } from './form-values';
import type { ChosenOwner } from './owner';
import { dayAfterNutrients, thisLogNutrients } from './preview';

const n = (values: Partial<Nutrients>): Nutrients => ({ ...zeroNutrients(), ...values });

const BREAD: ChosenOwner = {
  '@id': '/api/products/bread',
  uuid: 'bread',
  name: 'Bread',
  unit: 'gram',
  source: { nutrients: n({ calories: 250, proteins: 9 }), per: 100 },
  portions: [{ '@id': '/api/portions/slice', name: '1 slice', amount: 40 }],
};
const STEW: ChosenOwner = {
  '@id': '/api/recipes/stew',
  uuid: 'stew',
  name: 'Stew',
  unit: 'gram',
  source: { nutrients: n({ calories: 1800, totalCarbohydrates: 170 }), per: 1500 },
  portions: [{ '@id': '/api/portions/bowl', name: '1 bowl', amount: 300 }],
};
const owners = { product: BREAD, recipe: STEW };
const base = emptyValues();

describe('the nutrient preview', () => {
  it('scales the product per nutrientsPer, by portion times quantity or by amount', () => {
    expect(thisLogNutrients({ ...base, portion: '/api/portions/slice', quantity: 2 }, owners)).toEqual(
      n({ calories: 200, proteins: 7.2 }),
    );
    expect(thisLogNutrients({ ...base, amount: 150 }, owners)).toEqual(n({ calories: 375, proteins: 13.5 }));
    expect(thisLogNutrients({ ...base, amount: Number.NaN }, owners)).toEqual(zeroNutrients());
    expect(thisLogNutrients({ ...base, amount: 150 }, { product: null, recipe: null })).toEqual(zeroNutrients());
  });

  it('scales the recipe per unitSize, and shows a manual log’s typed nutrients', () => {
    expect(
      thisLogNutrients({ ...base, type: 'recipe', recipePortion: '/api/portions/bowl', quantity: 1 }, owners),
    ).toEqual(n({ calories: 360, totalCarbohydrates: 34 }));
    expect(
      thisLogNutrients({ ...base, type: 'manual', nutrients: n({ calories: 52, proteins: Number.NaN }) }, owners),
    ).toEqual(n({ calories: 52 }));
  });

  it('adds this log to the day’s other logs, leaving out the one being edited', () => {
    const entry = (uuid: string, calories: number) =>
      ({ uuid, effectiveNutrients: n({ calories }) }) as DailyConsumptionEntry;
    const day = [entry('a', 200), entry('b', 90)];
    expect(dayAfterNutrients(day, n({ calories: 52 }))).toEqual(n({ calories: 342 }));
    expect(dayAfterNutrients(day, n({ calories: 52 }), 'b')).toEqual(n({ calories: 252 }));
    expect(dayAfterNutrients([], zeroNutrients())).toEqual(zeroNutrients());
  });
});
