import { zeroNutrients } from '@nutrilog/shared/nutrients';
import type { DataExport } from '@nutrilog/shared/schemas';

const at = '2024-05-01T08:00:00.000000Z';
const stamps = { createdAt: at, updatedAt: at };

export const SMALL = {
  product: '11111111-1111-4111-8111-111111111111',
  portion: '22222222-2222-4222-8222-222222222222',
  recipe: '33333333-3333-4333-8333-333333333333',
  recipePortion: '44444444-4444-4444-8444-444444444444',
  item: '55555555-5555-4555-8555-555555555555',
  productLog: '66666666-6666-4666-8666-666666666666',
  recipeLog: '77777777-7777-4777-8777-777777777777',
  manualLog: '88888888-8888-4888-8888-888888888888',
  goal: '99999999-9999-4999-8999-999999999999',
  weightLog: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  secondWeightLog: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
} as const;

/** A valid export file with one row of every kind (and two weight logs): a base that tests break in one place. */
export function smallExport(): DataExport {
  return {
    format: 'nutrilog-export',
    version: 1,
    exportedAt: '2024-05-02T10:00:00.000Z',
    profile: { email: 'someone@example.test', preferredLocale: 'nl-NL' },
    products: [
      {
        uuid: SMALL.product,
        name: 'Bread',
        unit: 'gram',
        nutrientsPer: 100,
        nutrients: { ...zeroNutrients(), calories: 250, proteins: 9 },
        favorite: false,
        barcode: null,
        sourceFood: null,
        ...stamps,
        deletedAt: null,
      },
    ],
    portions: [{ uuid: SMALL.portion, productUuid: SMALL.product, name: '1 slice', amount: 35, ...stamps }],
    recipes: [
      {
        uuid: SMALL.recipe,
        name: 'Toast',
        unit: 'gram',
        unitSize: 100,
        ...stamps,
        deletedAt: null,
        items: [
          {
            uuid: SMALL.item,
            productUuid: SMALL.product,
            portionUuid: SMALL.portion,
            amount: 0,
            quantity: 2,
            ...stamps,
          },
        ],
        portions: [{ uuid: SMALL.recipePortion, name: 'Plate', amount: 70, ...stamps }],
      },
    ],
    intakeLogs: [
      {
        uuid: SMALL.productLog,
        type: 'product',
        date: '2024-05-01T07:30:00.000Z',
        description: null,
        amount: 0,
        quantity: 2,
        nutrients: zeroNutrients(),
        productUuid: SMALL.product,
        portionUuid: SMALL.portion,
        recipeUuid: null,
        recipePortionUuid: null,
        ...stamps,
      },
      {
        uuid: SMALL.recipeLog,
        type: 'recipe',
        date: '2024-05-01T12:30:00.000Z',
        description: null,
        amount: 150,
        quantity: 0,
        nutrients: zeroNutrients(),
        productUuid: null,
        portionUuid: null,
        recipeUuid: SMALL.recipe,
        recipePortionUuid: null,
        ...stamps,
      },
      {
        uuid: SMALL.manualLog,
        type: 'manual',
        date: '2024-05-01T18:00:00.000Z',
        description: 'Pizza',
        amount: 0,
        quantity: 0,
        nutrients: { ...zeroNutrients(), calories: 800 },
        productUuid: null,
        portionUuid: null,
        recipeUuid: null,
        recipePortionUuid: null,
        ...stamps,
      },
    ],
    goals: [
      {
        uuid: SMALL.goal,
        nutrient: 'calories',
        goalType: 'maximum',
        value: 2200,
        startDate: null,
        endDate: null,
        ...stamps,
      },
    ],
    weightLogs: [
      {
        uuid: SMALL.weightLog,
        date: '2024-05-01T06:30:00.000Z',
        weight: 80.5,
        bodyFatPercentage: null,
        unit: 'kilogram',
        ...stamps,
      },
      {
        uuid: SMALL.secondWeightLog,
        date: '2024-05-02T06:30:00.000Z',
        weight: 80.2,
        bodyFatPercentage: 21.5,
        unit: 'kilogram',
        ...stamps,
      },
    ],
  };
}
