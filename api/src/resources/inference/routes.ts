import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inferencePromptSchema, intakeLogInferenceSchema, productInferenceSchema } from '@nutrilog/shared/schemas';
import { HttpProblem, validationFailed } from '../../http/problem';
import { defineRoute } from '../../http/route';
import { intakeLogAnswer, NothingRecognised, productAnswer } from './inference-answers';
import { onlineProvider } from './online';
import { listOwnFoods } from './own-foods-repository';
import { INTAKE_LOG_INFERENCE_FAILED, InferenceFailed, PRODUCT_INFERENCE_FAILED } from './provider';
import { type RecognisedMeal, recogniseMeal } from './recognise-meal';
import { referenceFoodsOf } from './reference-cache';

const DESCRIPTION =
  'Offline by default: the prompt is read as foods and amounts (English and Dutch) and each food is looked up in ' +
  "the user's own products and recipes, then in the reference foods; parts no food was found for come back in " +
  '`unmatched`. 422 at `prompt` when nothing was recognised. With INFERENCE_PROVIDER=openai the online provider ' +
  'answers instead (`foods` and `unmatched` empty); 502 when it fails.';

async function recognise(app: FastifyInstance, userUuid: string, prompt: string): Promise<RecognisedMeal> {
  const [ownFoods, reference] = await Promise.all([listOwnFoods(app.db, userUuid), referenceFoodsOf(app.db)]);
  return recogniseMeal(prompt, { ownFoods, reference });
}

/** Runs an answer, turning the engine's and the provider's failures into problems. */
async function answering<T>(log: FastifyBaseLogger, failure: string, answer: () => Promise<T>): Promise<T> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof NothingRecognised) {
      const said = error.unmatched.length > 0 ? `: ${error.unmatched.map((part) => `"${part}"`).join(', ')}` : '';
      throw validationFailed([{ propertyPath: 'prompt', message: `No food was recognised${said}.` }]);
    }
    if (error instanceof InferenceFailed) {
      log.warn({ reason: error.message }, 'online inference failed');
      throw new HttpProblem(502, failure);
    }
    throw error;
  }
}

export async function inferenceRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: '/api/intake_logs/inference',
    tags: ['Intake logs'],
    summary: 'What a meal description contains: a description, the summed nutrients and the foods recognised',
    description: DESCRIPTION,
    body: inferencePromptSchema,
    response: intakeLogInferenceSchema,
    errors: [502],
    handler: ({ user, body, request }) => {
      const online = onlineProvider(app.config);
      return app.metrics.timeInference('meal', online ? 'online' : 'offline', () =>
        answering(request.log, INTAKE_LOG_INFERENCE_FAILED, async () => {
          if (online) return { ...(await online.intakeLog(body.prompt)), foods: [], unmatched: [] };
          return intakeLogAnswer(await recognise(app, user.uuid, body.prompt));
        }),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/products/inference',
    tags: ['Products'],
    summary: 'A product described in words: nutrients per 100 g, or per 100 ml for a drink, and the unit',
    description: DESCRIPTION,
    body: inferencePromptSchema,
    response: productInferenceSchema,
    errors: [502],
    handler: ({ user, body, request }) => {
      const online = onlineProvider(app.config);
      return app.metrics.timeInference('product', online ? 'online' : 'offline', () =>
        answering(request.log, PRODUCT_INFERENCE_FAILED, async () => {
          if (online) return { ...(await online.product(body.prompt)), foods: [], unmatched: [] };
          return productAnswer(await recognise(app, user.uuid, body.prompt));
        }),
      );
    },
  });
}
