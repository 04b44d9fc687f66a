import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import * as v from 'valibot';
import { NUTRIENT_KEYS } from '../nutrients/catalogue';
import {
  NOT_AN_EXPORT,
  REFERENCE_MESSAGES,
  UNSUPPORTED_VERSION,
  WEIGHT_CSV_MESSAGES,
  goalInputSchema,
  importFileSchema,
  inferencePromptSchema,
  intakeLogInputSchema,
  loginSchema,
  portionInputSchema,
  productDuplicateSchema,
  productInputSchema,
  productPortionInputSchema,
  recipeInputSchema,
  recipeItemInputSchema,
  weightCsvRowSchema,
  weightLogInputSchema,
} from '../schemas';
import { messages as nl } from './locales/nl-NL/messages';

/** Every message a schema gives for these inputs. */
function messagesOf(schema: v.GenericSchema, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? []);
}

const eachNutrient = (value: unknown) => Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, value]));

const row = { uuid: 'x', createdAt: 'then', updatedAt: 1 };
const eachList = (value: unknown) => ({
  products: value,
  portions: value,
  recipes: value,
  intakeLogs: value,
  goals: value,
  weightLogs: value,
});

/** Every message the profile page can show for a bad export file or weight log CSV. */
function importMessages(): string[] {
  const header = { format: 'nutrilog-export', version: 1 };
  return [
    NOT_AN_EXPORT,
    UNSUPPORTED_VERSION,
    ...Object.values(REFERENCE_MESSAGES),
    ...Object.values(WEIGHT_CSV_MESSAGES),
    ...messagesOf(importFileSchema, [
      [],
      header,
      { ...header, exportedAt: 'x', profile: { preferredLocale: 'en-GB' }, ...eachList([]), recipes: [{}] },
      { ...header, ...eachList(1), profile: 1 },
      { ...header, exportedAt: 1, ...eachList([]) },
      {
        ...header,
        exportedAt: 'x',
        profile: { email: 1, preferredLocale: 'fr' },
        ...eachList([{}]),
        recipes: [{ items: [{}], portions: [{}] }],
      },
      {
        ...header,
        exportedAt: 'x',
        profile: {},
        products: [
          {
            ...row,
            name: 1,
            unit: 'cup',
            nutrientsPer: 0,
            favorite: 'yes',
            barcode: 'abc',
            deletedAt: 'x',
            nutrients: eachNutrient(-1),
          },
        ],
        portions: [{ ...row, productUuid: 1, name: '', amount: 0 }],
        recipes: [{ ...row, name: '', unit: 1, unitSize: 0, deletedAt: 1, items: 1, portions: 1 }],
        intakeLogs: [
          {
            ...row,
            type: 'meal',
            date: 'x',
            description: 1,
            amount: -1,
            quantity: 'x',
            productUuid: 1,
            portionUuid: 1,
            recipeUuid: 1,
            recipePortionUuid: 1,
          },
        ],
        goals: [{ ...row, nutrient: 'x', goalType: 'x', value: 0, startDate: 'x', endDate: 1 }],
        weightLogs: [{ ...row, date: 'x', weight: 20, bodyFatPercentage: 101, unit: '' }],
      },
    ]),
    ...messagesOf(weightCsvRowSchema, [
      {},
      { date: '01/05/2024', time: '25:00', weight: 'x', body_fat_percentage: '-1' },
      { date: '2024-05-01T07:00:00Z', time: '07:00', weight: '20', body_fat_percentage: '101' },
    ]),
  ];
}

describe('schema messages', () => {
  it('have a Dutch translation for every message the forms can show', () => {
    const shown = [
      ...messagesOf(loginSchema, [{}, { email: 1, password: 2 }]),
      ...messagesOf(productInputSchema, [
        { nutrients: {} },
        { name: 1, nutrientsPer: 0, unit: 'cup', nutrients: eachNutrient(-1), barcode: 'abc', portions: [{}] },
        {
          name: 'x',
          nutrientsPer: Number.NaN,
          nutrients: eachNutrient(Number.NaN),
          portions: [{ name: 'p', amount: Number.NaN }],
        },
        { name: 'x', nutrientsPer: 0.0001, nutrients: eachNutrient(2e6), portions: [{ name: 'p', amount: 2e6 }] },
        { name: 'x', nutrientsPer: 2e6, nutrients: eachNutrient(0) },
      ]),
      ...messagesOf(portionInputSchema, [{}, { name: '', amount: 0 }]),
      ...messagesOf(productPortionInputSchema, [{}]),
      ...messagesOf(recipeInputSchema, [
        {},
        { name: 'r', unitSize: 0 },
        { name: 'r', unitSize: Number.NaN },
        { name: 'r', unitSize: 0.0001 },
        { name: 'r', unitSize: 2e6 },
      ]),
      ...messagesOf(recipeItemInputSchema, [
        {},
        { product: 'p', amount: 0 },
        { product: 'p', portion: 'q', quantity: 0 },
        { product: 'p', amount: -1 },
        { product: 'p', amount: 2e6, quantity: 2e6 },
      ]),
      ...messagesOf(productDuplicateSchema, [{ copyPortions: 'yes' }]),
      ...messagesOf(inferencePromptSchema, [{}, { prompt: ' ' }]),
      ...messagesOf(intakeLogInputSchema, [
        {},
        { type: 'meal', date: 'yesterday', description: 1, recipe: 2, recipePortion: 3 },
        { type: 'product', date: '2024-05-01T08:00:00Z', amount: 0 },
        { type: 'recipe', date: '2024-05-01T08:00:00Z', recipePortion: '/api/portions/x', quantity: 0 },
        { type: 'manual', date: '1899-12-31T23:59:59Z', amount: 2e6, quantity: 2e6 },
      ]),
      ...messagesOf(goalInputSchema, [
        {},
        { value: 0, startDate: 'soon', endDate: 'later' },
        { value: Number.NaN, startDate: '2024-05-02', endDate: '2024-05-01' },
        { value: 2e6, startDate: '0000-01-01', endDate: '3000-01-01' },
      ]),
      ...messagesOf(weightLogInputSchema, [
        {},
        { date: 'today', weight: 25, bodyFatPercentage: 101, unit: 1 },
        { date: '2024-05-01T08:00:00Z', weight: Number.NaN, bodyFatPercentage: -1 },
        { date: '2024-05-01T08:00:00Z', weight: 80, bodyFatPercentage: Number.NaN },
        { date: '3000-01-01T00:00:00Z', weight: 2e6 },
      ]),
    ];
    const missing = [...new Set([...shown, ...importMessages()])].filter(
      (message) => !(generateMessageId(message) in nl),
    );
    expect(missing).toEqual([]);
  });
});
