import { STATUS_CODES } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { productInferenceSchema, type ProductInference } from '@nutrilog/shared/schemas';
import { API_KEY_SECURITY_SCHEME, authenticate } from '../../http/authenticate';
import { responseJsonSchema } from '../../http/json-schema';
import { HttpProblem } from '../../http/problem';
import { problemResponse } from '../../http/route';
import { onlineProvider } from '../inference/online';
import { InferenceFailed, type OnlineInferenceProvider, PRODUCT_INFERENCE_FAILED } from '../inference/provider';
import { parseNutritionLabel } from './label-parser';
import { createLabelOcr, type LabelOcr } from './ocr';
import { MAX_PHOTO_BYTES, PHOTO_FIELD, readUploadedPng } from './photo-upload';

export const IMAGE_INFERENCES_PATH = '/api/image_inferences';
export const NOTHING_READ = 'No nutrition values could be read from the photo.';

const PROBLEM_STATUSES = [401, 413, 415, 422, 500, 502];

/*
 * The OpenAPI schema is written here rather than by defineRoute (http/route.ts), which only knows JSON bodies:
 * the body is multipart, read in the handler, so Fastify gets no body schema to validate against.
 */
const routeSchema = {
  tags: ['Products'],
  summary: 'Nutrients per 100 g or 100 ml read from a photo of a nutrition label (PNG, multipart part `file`)',
  description:
    'Offline, the label is read with OCR (English, Dutch, German words; kJ/kcal, decimal commas, %RI ' +
    'columns ignored); with an online provider configured, the photo is sent to it. Nutrients the ' +
    `label does not show are 0. 413: larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB; 415: not ` +
    'multipart; 422: no `file` part, not a PNG, or nothing readable; 502: the online provider failed.',
  security: [{ [API_KEY_SECURITY_SCHEME]: [] }],
  consumes: ['multipart/form-data'],
  body: {
    type: 'object',
    required: [PHOTO_FIELD],
    properties: { [PHOTO_FIELD]: { type: 'string', format: 'binary', description: 'The photo, a PNG image.' } },
  },
  response: {
    200: {
      description: STATUS_CODES[200],
      content: { [MEDIA_TYPES.ldJson]: { schema: responseJsonSchema(productInferenceSchema) } },
    },
    ...Object.fromEntries(PROBLEM_STATUSES.map((status) => [status, problemResponse(status)])),
  },
};

async function readLabelOffline(
  app: FastifyInstance,
  ocr: LabelOcr,
  png: Buffer,
  log: FastifyInstance['log'],
): Promise<ProductInference> {
  let text = '';
  try {
    text = await app.metrics.timeOcr(() => ocr.read(png));
  } catch (error) {
    log.warn({ err: error }, 'OCR of an uploaded photo failed');
  }
  const reading = parseNutritionLabel(text);
  if (reading.fieldsRead.length === 0)
    throw new HttpProblem(422, NOTHING_READ, { violations: [{ propertyPath: PHOTO_FIELD, message: NOTHING_READ }] });
  return { nutrients: { ...zeroNutrients(), ...reading.nutrients }, unit: reading.unit, foods: [], unmatched: [] };
}

async function readLabelOnline(provider: OnlineInferenceProvider, png: Buffer): Promise<ProductInference> {
  try {
    const answer = await provider.label(png);
    return { nutrients: answer.nutrients, unit: answer.unit, foods: [], unmatched: [] };
  } catch (error) {
    if (error instanceof InferenceFailed) throw new HttpProblem(502, PRODUCT_INFERENCE_FAILED);
    throw error;
  }
}

/** POST /api/image_inferences. One OCR worker per app, started by the first photo and ended when the app closes. */
export async function imageInferenceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1 }, throwFileSizeLimit: true });
  const ocr = createLabelOcr();
  app.addHook('onClose', () => ocr.terminate());

  app.route({
    method: 'POST',
    url: IMAGE_INFERENCES_PATH,
    schema: routeSchema,
    // The multipart body is read in the handler; there is nothing for the validator to check.
    validatorCompiler: () => (data) => ({ value: data }),
    onRequest: [authenticate],
    handler: async (request, reply) => {
      const png = await readUploadedPng(request);
      const provider = onlineProvider(app.config);
      const answer = await app.metrics.timeInference('label', provider === null ? 'offline' : 'online', () =>
        provider === null ? readLabelOffline(app, ocr, png, request.log) : readLabelOnline(provider, png),
      );
      return reply.code(200).type(MEDIA_TYPES.ldJson).send(answer);
    },
  });
}
