import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  intakeLogCollectionSchema,
  intakeLogInputSchema,
  intakeLogPatchSchema,
  intakeLogSchema,
} from '@nutrilog/shared/schemas';
import type { DB } from '../../db/schema';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { dateTimeParam, orderParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { averageRoutes } from './averages/routes';
import { consumptionRoutes } from './consumption/routes';
import { toIntakeLog } from './intake-log';
import { logNutrients, recipeSourcesOf } from './log-nutrients';
import { mergeIntakeLogPatch } from './patch';
import { resolveIntakeLogReferences } from './references';
import {
  createIntakeLogView,
  deleteIntakeLog,
  findIntakeLogView,
  type IntakeLogView,
  listIntakeLogViews,
  updateIntakeLog,
} from './repository';

const intakeLogsQuerySchema = v.object({
  ...paginationQueryEntries,
  'date[after]': dateTimeParam('Date after'),
  'date[before]': dateTimeParam('Date before'),
  'order[date]': orderParam('Date order'),
});

const LOG_RULES =
  '`type`: product, recipe or manual; `date`: an ISO 8601 timestamp. A product log needs `product` (the IRI ' +
  "of one of the user's products, not deleted: else 422 at `product`) and may have `portion` (one of that " +
  "product's portions, else 422 at `portion`); a recipe log needs `recipe` and may have `recipePortion` " +
  "(one of that recipe's portions) likewise. With a portion `quantity` must be greater than 0 and `amount` " +
  'is stored as 0; without one `amount` (in the unit of the product or recipe) must be greater than 0 and ' +
  '`quantity` is stored as 0. A manual log keeps `description` and `nutrients` (amount and quantity 0); a ' +
  'product or recipe log stores description null and nutrients as zeros. Unknown fields are rejected.';

const RESPONSE_NOTES =
  'The product, recipe and portions are embedded (deleted products and recipes still answer, `deleted: true`). ' +
  "`totalAmount`: portion amount × quantity, or amount; `effectiveNutrients`: the product's nutrients per " +
  "nutrientsPer, or the recipe's summed nutrients per unitSize, for totalAmount; a manual log's own nutrients.";

async function intakeLogResource(db: DB, userUuid: string, uuid: string) {
  const log = await findIntakeLogView(db, userUuid, uuid);
  if (log === undefined) throw notFound();
  return intakeLogAnswer(db, userUuid, log);
}

async function intakeLogAnswer(db: DB, userUuid: string, log: IntakeLogView) {
  return toIntakeLog(log, logNutrients(log, await recipeSourcesOf(db, userUuid, [log])));
}

export async function intakeLogRoutes(app: FastifyInstance): Promise<void> {
  consumptionRoutes(app);
  averageRoutes(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/intake_logs',
    tags: ['Intake logs'],
    summary: "The signed-in user's intake logs",
    description:
      '`date[after]` and `date[before]` (both inclusive) take `YYYY-MM-DD HH:mm:ss` in ' +
      'UTC, a date, or an ISO 8601 timestamp; `order[date]` is `asc` (default) or `desc`. ' +
      `${RESPONSE_NOTES} A page costs the same number of queries whatever its size.`,
    querystring: intakeLogsQuerySchema,
    response: intakeLogCollectionSchema,
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const filters = { after: query['date[after]'], before: query['date[before]'], order: query['order[date]'] };
      const page = await listIntakeLogViews(app.db, user.uuid, filters, pagination);
      const recipeSources = await recipeSourcesOf(app.db, user.uuid, page.rows);
      const members = page.rows.map((log) => toIntakeLog(log, logNutrients(log, recipeSources)));
      return collection({ request, memberType: 'IntakeLog', members, totalItems: page.totalItems, pagination });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/intake_logs/:uuid',
    tags: ['Intake logs'],
    summary: 'An intake log',
    description: RESPONSE_NOTES,
    params: uuidParamsSchema,
    response: intakeLogSchema,
    handler: async ({ user, params }) => intakeLogResource(app.db, user.uuid, params.uuid),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/intake_logs',
    tags: ['Intake logs'],
    summary: 'Logs an intake',
    description: `${LOG_RULES} ${RESPONSE_NOTES}`,
    body: intakeLogInputSchema,
    response: intakeLogSchema,
    status: 201,
    handler: async ({ user, body }) => {
      const values = await resolveIntakeLogReferences(app.db, user.uuid, body);
      return intakeLogAnswer(app.db, user.uuid, await createIntakeLogView(app.db, user.uuid, values, body.uuid));
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/intake_logs/:uuid',
    tags: ['Intake logs'],
    summary: 'Updates an intake log (JSON merge patch)',
    description:
      'Any of the fields of POST, e.g. only `quantity` or only `amount` (the plus and minus buttons); ' +
      '`nutrients` merge key by key. The patch is merged into the stored log and the result is checked ' +
      `as a whole: ${LOG_RULES} A log whose product or recipe was deleted may keep it. ${RESPONSE_NOTES}`,
    params: uuidParamsSchema,
    body: intakeLogPatchSchema,
    response: intakeLogSchema,
    handler: async ({ user, params, body }) => {
      const log = await findIntakeLogView(app.db, user.uuid, params.uuid);
      if (log === undefined) throw notFound();
      const current = { productUuid: log.product_uuid, recipeUuid: log.recipe_uuid };
      const values = await resolveIntakeLogReferences(app.db, user.uuid, mergeIntakeLogPatch(log, body), current);
      await updateIntakeLog(app.db, user.uuid, log.uuid, values);
      return intakeLogResource(app.db, user.uuid, log.uuid);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/intake_logs/:uuid',
    tags: ['Intake logs'],
    summary: 'Deletes an intake log (for good)',
    params: uuidParamsSchema,
    response: null,
    handler: async ({ user, params }) => {
      if (!(await deleteIntakeLog(app.db, user.uuid, params.uuid))) throw notFound();
    },
  });
}
