import { createCanvas } from '@napi-rs/canvas';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { setupTestApp } from '../../testing/harness';
import {
  type FakeOpenAiServer,
  jsonAnswer,
  startFakeOpenAiServer,
} from '../inference/online/testing/fake-openai-server';
import { MAX_PHOTO_BYTES } from './photo-upload';
import { IMAGE_INFERENCES_PATH, NOTHING_READ } from './routes';
import { LABEL_CASES } from './testing/label-images';
import { multipartBody } from './testing/multipart-body';

const t = setupTestApp();

// OCR of a photo takes a second or two on 2 cores; the worker starts with the first photo.
jest.setTimeout(60_000);

const photo = (content: Buffer, name = 'file', contentType = 'image/png') =>
  multipartBody([{ name, filename: 'photo.png', contentType, content }]);

async function postPhoto(headers: Record<string, string>, body: ReturnType<typeof multipartBody>) {
  return t.app.inject({
    method: 'POST',
    url: IMAGE_INFERENCES_PATH,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

function blankPng(): Buffer {
  const canvas = createCanvas(400, 300);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.toBuffer('image/png');
}

const CLEAN_ENGLISH = LABEL_CASES.find((label) => label.name === 'English, clean, biscuits')!;
const DUTCH_DRINK = LABEL_CASES.find((label) => label.name === 'Dutch, drink per 100 ml, cola with caffeine')!;

describe('POST /api/image_inferences', () => {
  it('answers 401 without a token', async () => {
    const response = await postPhoto({}, photo(CLEAN_ENGLISH.render()));
    expect(response.statusCode).toBe(401);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const me = await t.signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: IMAGE_INFERENCES_PATH,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ file: 'x' }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().detail).toBe('The photo must be sent as multipart/form-data, not application/json.');
  });

  it('answers 413 for a photo over 10 MB', async () => {
    const me = await t.signIn();
    const large = Buffer.concat([CLEAN_ENGLISH.render(), Buffer.alloc(MAX_PHOTO_BYTES)]);
    const response = await postPhoto(me.headers, photo(large));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, detail: 'The photo is larger than 10 MB.' });
  });

  it('answers 422 on `file` without a file part, or with the photo under another name', async () => {
    const me = await t.signIn();
    for (const body of [
      multipartBody([{ name: 'note', content: 'no photo' }]),
      photo(CLEAN_ENGLISH.render(), 'image'),
    ]) {
      const response = await postPhoto(me.headers, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([{ propertyPath: 'file', message: 'A PNG photo is required.' }]);
    }
  });

  it('answers 422 for a JPEG, even one sent as image/png', async () => {
    const me = await t.signIn();
    const jpeg = createCanvas(50, 50).toBuffer('image/jpeg');
    const response = await postPhoto(me.headers, photo(jpeg));
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'file', message: 'The photo must be a PNG image.' }]);
  });

  it('answers 422 when no nutrition value can be read from a PNG', async () => {
    const me = await t.signIn();
    const response = await postPhoto(me.headers, photo(blankPng()));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 422, detail: NOTHING_READ });
  });

  it('answers 422, and keeps working, when a PNG signature is followed by garbage the OCR cannot decode', async () => {
    const me = await t.signIn();
    const broken = Buffer.concat([CLEAN_ENGLISH.render().subarray(0, 8), Buffer.from('not really an image')]);
    const response = await postPhoto(me.headers, photo(broken));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(NOTHING_READ);
    expect((await postPhoto(me.headers, photo(CLEAN_ENGLISH.render()))).statusCode).toBe(200);
  });

  it('reads a label: all eleven nutrients per 100 g (0 when not printed) and the unit', async () => {
    const me = await t.signIn();
    const response = await postPhoto(me.headers, photo(CLEAN_ENGLISH.render()));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.nutrients).sort()).toEqual([...NUTRIENT_KEYS].sort());
    expect(body).toEqual({
      nutrients: {
        calories: 497,
        totalFat: 22.6,
        saturatedFat: 11.6,
        totalCarbohydrates: 66.3,
        sugars: 37.3,
        fibers: 3.1,
        proteins: 5.5,
        salt: 0.6,
        water: 0,
        caffeine: 0,
        potassium: 0,
      },
      unit: 'gram',
      foods: [],
      unmatched: [],
    });
  });

  it('reads a Dutch drink label per 100 ml, caffeine included', async () => {
    const me = await t.signIn();
    const response = await postPhoto(me.headers, photo(DUTCH_DRINK.render()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      unit: 'milliliter',
      nutrients: { calories: 42, totalCarbohydrates: 10.6, sugars: 10.6, caffeine: 10, salt: 0 },
    });
  });
});

describe('the OpenAPI document', () => {
  it('documents the multipart PNG part, the answer and the problem statuses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs.json' });
    const operation = response.json().paths['/api/image_inferences'].post;
    expect(operation.security).toEqual([{ ApiKey: [] }]);
    expect(operation.requestBody.content).toEqual({
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary', description: 'The photo, a PNG image.' } },
        },
      },
    });
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '401', '413', '415', '422', '500', '502']);
    expect(operation.responses['200'].content['application/ld+json'].schema.required).toEqual([
      'nutrients',
      'unit',
      'foods',
      'unmatched',
    ]);
  });
});

describe('POST /api/image_inferences with the online provider (INFERENCE_PROVIDER=openai)', () => {
  let server: FakeOpenAiServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const online = () =>
    t.buildApp({
      inference: { provider: 'openai', baseUrl: server.url, model: 'vision-model', apiKey: null, timeoutMs: 500 },
    });
  const ZERO = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0]));

  it('sends the photo to the provider and answers its checked reading, with no OCR', async () => {
    const app = await online();
    const me = await t.signIn();
    server.answer(jsonAnswer({ unit: 'gram', nutrients: { ...ZERO, calories: 497, totalFat: 22.6 } }));
    const body = photo(CLEAN_ENGLISH.render());
    const response = await app.inject({
      method: 'POST',
      url: IMAGE_INFERENCES_PATH,
      headers: { ...me.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      unit: 'gram',
      nutrients: { ...ZERO, calories: 497, totalFat: 22.6 },
      foods: [],
      unmatched: [],
    });
    expect(JSON.stringify(server.requests[0]?.body)).toContain('data:image/png;base64,');
  });

  it("answers 502 with 'Failed to generate product data' when the provider fails", async () => {
    const app = await online();
    const me = await t.signIn();
    server.answer({ status: 500, body: 'down' });
    const body = photo(CLEAN_ENGLISH.render());
    const response = await app.inject({
      method: 'POST',
      url: IMAGE_INFERENCES_PATH,
      headers: { ...me.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ status: 502, detail: 'Failed to generate product data' });
  });
});
