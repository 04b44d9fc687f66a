import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { InferenceFailed } from '../provider';
import { INTAKE_LOG_ANSWER, PRODUCT_ANSWER } from './answer-schemas';
import { readAnswer, unfenced } from './read-answer';
import { chatCompletion } from './testing/fake-openai-server';

const nutrients = { ...zeroNutrients(), calories: 250, proteins: 12.5, water: 180 };
const product = { unit: 'milliliter', nutrients };

function failure(response: unknown, format = PRODUCT_ANSWER): string {
  try {
    readAnswer(response, format);
  } catch (error) {
    expect(error).toBeInstanceOf(InferenceFailed);
    return (error as InferenceFailed).message;
  }
  throw new Error('readAnswer accepted the response');
}

describe('unfenced', () => {
  it.each([
    ['{"a":1}', '{"a":1}'],
    ['  {"a":1}\n', '{"a":1}'],
    ['```json\n{"a":1}\n```', '{"a":1}'],
    ['```JSON {"a":1}```', '{"a":1}'],
    ['```\n{"a":1}\n```\n', '{"a":1}'],
    ['Here is the answer:\n```json\n{"a":1}\n```\nEnjoy!', '{"a":1}'],
  ])('reads %j as %j', (content, json) => {
    expect(unfenced(content)).toBe(json);
  });
});

describe('readAnswer', () => {
  it('returns the checked answer of the first choice', () => {
    expect(readAnswer(chatCompletion(JSON.stringify(product)), PRODUCT_ANSWER)).toEqual(product);
  });

  it('tolerates an answer in ```json fences', () => {
    expect(readAnswer(chatCompletion('```json\n' + JSON.stringify(product) + '\n```'), PRODUCT_ANSWER)).toEqual(
      product,
    );
  });

  it('trims the description of an intake log', () => {
    const answer = readAnswer(
      chatCompletion(JSON.stringify({ description: '  Pasta pesto ', nutrients })),
      INTAKE_LOG_ANSWER,
    );
    expect(answer).toEqual({ description: 'Pasta pesto', nutrients });
  });

  it.each([
    ['not JSON', '{"unit": "gram", "nutrients": {', 'the answer is not JSON'],
    [
      'a negative number',
      JSON.stringify({ ...product, nutrients: { ...nutrients, salt: -1 } }),
      'the answer does not match the product schema: nutrients.salt: Salt must be non-negative.',
    ],
    [
      'a missing nutrient',
      JSON.stringify({ ...product, nutrients: { ...nutrients, potassium: undefined } }),
      'the answer does not match the product schema: nutrients.potassium: Potassium is required.',
    ],
    [
      'a number as a string',
      JSON.stringify({ ...product, nutrients: { ...nutrients, calories: '250' } }),
      'the answer does not match the product schema: nutrients.calories: Calories must be a number.',
    ],
    [
      'an unknown unit',
      JSON.stringify({ ...product, unit: 'piece' }),
      'the answer does not match the product schema: unit: Invalid ' +
        'type: Expected ("gram" | "milliliter") but received "piece"',
    ],
    [
      'an extra key',
      JSON.stringify({ ...product, name: 'Cola' }),
      'the answer does not match the product schema: name: Invalid key: Expected never but received "name"',
    ],
  ])('rejects an answer with %s', (_case, content, message) => {
    expect(failure(chatCompletion(content))).toBe(message);
  });

  it('rejects a refusal, saying what the model said', () => {
    expect(failure(chatCompletion(null, { refusal: 'I cannot help with that.' }))).toBe(
      'the model refused: I cannot help with that.',
    );
  });

  it('rejects an answer cut off at the token limit', () => {
    expect(failure(chatCompletion('{"unit": "gram", "nutr', { finishReason: 'length' }))).toBe(
      'the answer was cut off (finish_reason length)',
    );
  });

  it.each([
    ['no choices', { ...chatCompletion('{}'), choices: [] }, 'the response has no choices'],
    ['empty content', chatCompletion(''), 'the answer is empty'],
    ['null content', chatCompletion(null), 'the answer is empty'],
    ['no choices field', { error: { message: 'overloaded' } }, 'the response is not a chat completion'],
    ['a JSON string', 'hello', 'the response is not a chat completion'],
  ])('rejects a response with %s', (_case, response, message) => {
    expect(failure(response)).toBe(message);
  });
});
