import { zeroNutrients } from '@nutrilog/shared/nutrients';
import type { OpenAiInferenceConfig } from '../../../config';
import { refusedUrl } from '../../barcodes/testing/fake-open-food-facts';
import { InferenceFailed } from '../provider';
import { INTAKE_LOG_ANSWER, PRODUCT_ANSWER } from './answer-schemas';
import { INTAKE_LOG_INSTRUCTIONS, LABEL_INSTRUCTIONS, LABEL_REQUEST, PRODUCT_INSTRUCTIONS } from './instructions';
import { openAiProvider } from './openai-provider';
import { type FakeOpenAiServer, jsonAnswer, startFakeOpenAiServer } from './testing/fake-openai-server';

const API_KEY = 'sk-test-0123456789abcdef';
const nutrients = {
  ...zeroNutrients(),
  calories: 42,
  totalCarbohydrates: 10.6,
  sugars: 10.6,
  salt: 0.01,
  caffeine: 10,
};
const cola = { unit: 'milliliter' as const, nutrients };

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function config(overrides: Partial<OpenAiInferenceConfig> = {}): OpenAiInferenceConfig {
  return { provider: 'openai', baseUrl: server.url, model: 'gpt-test', apiKey: API_KEY, timeoutMs: 2000, ...overrides };
}

/** The InferenceFailed message `promise` rejects with (and that it holds no key). */
async function failure(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => new Error('resolved'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InferenceFailed);
  expect((error as Error).message).not.toContain(API_KEY);
  return (error as Error).message;
}

describe('openAiProvider: the request', () => {
  it('posts a meal description with the intake log instructions and JSON schema, temperature 0, the key', async () => {
    server.answer(jsonAnswer({ description: 'Banana', nutrients }));
    await openAiProvider(config()).intakeLog('a banana');

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      model: 'gpt-test',
      messages: [
        { role: 'system', content: INTAKE_LOG_INSTRUCTIONS },
        { role: 'user', content: 'a banana' },
      ],
      temperature: 0,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'intake_log', strict: true, schema: INTAKE_LOG_ANSWER.jsonSchema },
      },
    });
  });

  it('posts a product description with the product instructions and schema', async () => {
    server.answer(jsonAnswer(cola));
    await openAiProvider(config()).product('cola');

    expect(server.requests[0]!.body).toMatchObject({
      messages: [
        { role: 'system', content: PRODUCT_INSTRUCTIONS },
        { role: 'user', content: 'cola' },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'product', strict: true, schema: PRODUCT_ANSWER.jsonSchema },
      },
    });
  });

  it('posts a photo as a PNG data URL after a line of text, with the label instructions', async () => {
    server.answer(jsonAnswer(cola));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await openAiProvider(config()).label(png);

    expect(server.requests[0]!.body).toMatchObject({
      messages: [
        { role: 'system', content: LABEL_INSTRUCTIONS },
        {
          role: 'user',
          content: [
            { type: 'text', text: LABEL_REQUEST },
            { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
          ],
        },
      ],
      response_format: { json_schema: { name: 'product', schema: PRODUCT_ANSWER.jsonSchema } },
    });
  });

  it('sends no Authorization header without a key (Ollama, llama.cpp)', async () => {
    server.answer(jsonAnswer(cola));
    await openAiProvider(config({ apiKey: null })).product('cola');
    expect(server.requests[0]!.headers).not.toHaveProperty('authorization');
  });

  it('keeps a query string of the base URL', async () => {
    server.answer(jsonAnswer(cola));
    await openAiProvider(config({ baseUrl: `${server.url}?api-version=2025-01-01` })).product('cola');
    expect(server.requests[0]!.url).toBe('/v1/chat/completions?api-version=2025-01-01');
  });

  it('tells the model the unit of every nutrient', () => {
    for (const instructions of [INTAKE_LOG_INSTRUCTIONS, PRODUCT_INSTRUCTIONS, LABEL_INSTRUCTIONS]) {
      expect(instructions).toContain(
        'calories (kcal), totalFat (g), saturatedFat (g), totalCarbohydrates (g), sugars ' +
          '(g), fibers (g), proteins (g), salt (g), water (ml), caffeine (mg), potassium (mg)',
      );
    }
  });
});

describe('openAiProvider: the answer', () => {
  it('resolves an intake log with its description and nutrients', async () => {
    server.answer(jsonAnswer({ description: 'Two eggs and coffee', nutrients }));
    await expect(openAiProvider(config()).intakeLog('twee eieren en een kop koffie')).resolves.toEqual({
      description: 'Two eggs and coffee',
      nutrients,
    });
  });

  it('resolves a product and a label with their unit and nutrients', async () => {
    server.answer(jsonAnswer(cola));
    await expect(openAiProvider(config()).product('cola')).resolves.toEqual(cola);
    await expect(openAiProvider(config()).label(Buffer.from('png'))).resolves.toEqual(cola);
  });

  it('tolerates an answer in ```json fences', async () => {
    server.answer({ content: '```json\n' + JSON.stringify(cola) + '\n```' });
    await expect(openAiProvider(config()).product('cola')).resolves.toEqual(cola);
  });
});

describe('openAiProvider: failures reject with InferenceFailed', () => {
  it('on malformed JSON', async () => {
    server.answer({ content: '{"unit": "milliliter", "nutrients": {"calories": 42,' });
    expect(await failure(openAiProvider(config()).product('cola'))).toBe('the answer is not JSON');
  });

  it('on a negative number', async () => {
    server.answer(jsonAnswer({ ...cola, nutrients: { ...nutrients, sugars: -3 } }));
    expect(await failure(openAiProvider(config()).label(Buffer.from('png')))).toBe(
      'the answer does not match the product schema: nutrients.sugars: Sugars must be non-negative.',
    );
  });

  it('on a missing key', async () => {
    server.answer(jsonAnswer({ nutrients }));
    expect(await failure(openAiProvider(config()).intakeLog('soup'))).toMatch(
      /^the answer does not match the intake_log schema: description: /,
    );
  });

  it('on HTTP 500', async () => {
    server.answer({ status: 500, body: '{"error":{"message":"The server had an error","type":"server_error"}}' });
    expect(await failure(openAiProvider(config()).product('cola'))).toBe('HTTP 500 (server_error)');
  });

  it('on HTTP 401, without quoting the error body (it repeats part of the key)', async () => {
    server.answer({
      status: 401,
      body: JSON.stringify({
        error: {
          message: `Incorrect API key provided: ${API_KEY}.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      }),
    });
    expect(await failure(openAiProvider(config()).product('cola'))).toBe('HTTP 401 (invalid_api_key)');
  });

  it('on an error status whose body is not JSON', async () => {
    server.answer({ status: 502, body: '<html>Bad gateway</html>' });
    expect(await failure(openAiProvider(config()).product('cola'))).toBe('HTTP 502');
  });

  it('on a response that is not JSON', async () => {
    server.answer({ status: 200, body: 'data: {"choices": []}\n\n' });
    expect(await failure(openAiProvider(config()).product('cola'))).toBe('the response is not JSON');
  });

  it('on a refusal', async () => {
    server.answer({ content: null, refusal: 'I cannot assist with that.' });
    expect(await failure(openAiProvider(config()).intakeLog('soup'))).toBe(
      'the model refused: I cannot assist with that.',
    );
  });

  it('on a slow answer, after the timeout', async () => {
    server.answer({ ...jsonAnswer(cola), delayMs: 1000 });
    const started = Date.now();
    expect(await failure(openAiProvider(config({ timeoutMs: 200 })).product('cola'))).toBe(
      'request failed: no answer within 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('on a server that never answers', async () => {
    server.answer({ hang: true });
    expect(await failure(openAiProvider(config({ timeoutMs: 200 })).product('cola'))).toBe(
      'request failed: no answer within 200 ms',
    );
  });

  it('on a closed connection', async () => {
    server.answer({ closeConnection: true });
    expect(await failure(openAiProvider(config()).product('cola'))).toMatch(/^request failed: /);
  });

  it('on a refused connection', async () => {
    expect(await failure(openAiProvider(config({ baseUrl: `${await refusedUrl()}/v1` })).product('cola'))).toBe(
      'request failed: ECONNREFUSED',
    );
  });
});
