import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { MAX_NUMBER } from '@nutrilog/shared/schemas';
import { INTAKE_LOG_ANSWER, PRODUCT_ANSWER } from './answer-schemas';

const nutrientsJsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, { type: 'number', minimum: 0, maximum: MAX_NUMBER }]),
  ),
  required: [...NUTRIENT_KEYS],
  additionalProperties: false,
};

describe('answer formats', () => {
  it('asks an intake log for a description and the 11 nutrients, all required (strict structured output)', () => {
    expect(INTAKE_LOG_ANSWER.name).toBe('intake_log');
    expect(INTAKE_LOG_ANSWER.jsonSchema).toEqual({
      type: 'object',
      properties: { description: { type: 'string' }, nutrients: nutrientsJsonSchema },
      required: ['description', 'nutrients'],
      additionalProperties: false,
    });
  });

  it('asks a product for its unit (gram or milliliter) and the eleven nutrients', () => {
    expect(PRODUCT_ANSWER.name).toBe('product');
    expect(PRODUCT_ANSWER.jsonSchema).toEqual({
      type: 'object',
      properties: { unit: { type: 'string', enum: ['gram', 'milliliter'] }, nutrients: nutrientsJsonSchema },
      required: ['unit', 'nutrients'],
      additionalProperties: false,
    });
  });

  it.each([INTAKE_LOG_ANSWER.name, PRODUCT_ANSWER.name])(
    'names %s as the API allows (a-z, A-Z, 0-9, _ and -)',
    (name) => {
      expect(name).toMatch(/^[\w-]{1,64}$/);
    },
  );
});
