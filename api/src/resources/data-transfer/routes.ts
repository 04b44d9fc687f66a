import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { DATA_TRANSFER_PATHS, MAX_IMPORT_CSV_BYTES, MAX_IMPORT_JSON_BYTES } from '@nutrilog/shared/domain';
import {
  dataImportSummarySchema,
  exportFileSchema,
  importFileSchema,
  importFileShapeSchema,
  isCsvTimestamp,
  weightLogImportSummarySchema,
} from '@nutrilog/shared/schemas';
import { conflict, notFound, validationFailed } from '../../http/problem';
import { parseDateTime, timeZoneParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { localDays } from '../intake-logs/local-days';
import { intakeLogsCsv, weightLogsCsv } from './csv-export';
import { csvText } from './csv-text';
import { toExportFile } from './export-file';
import { readUserData } from './export-repository';
import { importUserData } from './import-repository';
import { readWeightCsv } from './weight-csv-reader';
import { importWeighIns } from './weight-import-repository';

const TAGS = ['Export and import'];
const CSV = 'text/csv';
const CSV_ANSWER = 'text/csv; charset=utf-8';
/** A weigh-in dated without a time of day is at noon (as the weight form saves another day's log). */
const NOON = '12:00:00';

export const ACCOUNT_NOT_EMPTY =
  'Your account already has data. An export can only be imported into an ' +
  'account without products, recipes, intake logs, goals or weight logs.';
const NOT_CSV_TEXT = 'The body must be CSV text (text/csv).';

const timeZoneQuerySchema = v.object({ timezone: timeZoneParam('Timezone') });
const csvBodySchema = v.string(NOT_CSV_TEXT);

const TIME_ZONE_NOTE = '`timezone`: an IANA time zone (default UTC) for the local dates and times.';

function attachment(reply: FastifyReply, filename: string): void {
  reply.header('content-disposition', `attachment; filename="${filename}"`);
}

export async function dataTransferRoutes(app: FastifyInstance): Promise<void> {
  // Only this plugin's routes read CSV bodies (Fastify keeps a content type parser to its plugin).
  app.addContentTypeParser(CSV, { parseAs: 'buffer' }, (request, body, done) =>
    done(null, csvText(body as Buffer, request.headers['content-type'])),
  );

  defineRoute(app, {
    method: 'GET',
    url: DATA_TRANSFER_PATHS.exportJson,
    tags: TAGS,
    summary: "All of the signed-in user's data as one JSON file (format nutrilog-export, version 1)",
    description:
      'Profile (email, preferred locale), products, their portions, recipes with their ' +
      'items and portions, intake logs, goals and weight logs, deleted products and recipes ' +
      'included (`deletedAt`), as stored: rows refer to each other by uuid, timestamps are ' +
      'UTC with microseconds. Sent as an attachment. POST /api/import reads it back.',
    response: exportFileSchema,
    mediaType: 'application/json',
    cache: false,
    handler: async ({ user, reply }) => {
      const data = await readUserData(app.db, user.uuid);
      if (data.user === undefined) throw notFound('The user does not exist.');
      const exportedAt = new Date();
      attachment(reply, `nutrilog-export-${exportedAt.toISOString().slice(0, 10)}.json`);
      return toExportFile({ ...data, user: data.user }, exportedAt);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: DATA_TRANSFER_PATHS.exportIntakeLogsCsv,
    tags: TAGS,
    summary: 'Every intake log as CSV for spreadsheets, with what was eaten and its computed nutrients',
    description:
      `UTF-8 with a byte order mark, CRLF, a header row, oldest first. ${TIME_ZONE_NOTE} Columns: date, ` +
      'time, type, name (product, recipe or description), portion, quantity (by portion), amount (by ' +
      'amount), total_amount and unit (gram or milliliter), then the eleven nutrients with their units ' +
      '(calories_kcal, fat_g, …, potassium_mg). Numbers use a dot; computed ones are rounded to 3 decimals.',
    querystring: timeZoneQuerySchema,
    response: v.string(),
    mediaType: CSV_ANSWER,
    cache: false,
    handler: async ({ user, query, reply }) => {
      attachment(reply, `nutrilog-intake-logs-${localDays(query.timezone).dateOf(new Date())}.csv`);
      return intakeLogsCsv(app.db, user.uuid, query.timezone);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: DATA_TRANSFER_PATHS.exportWeightLogsCsv,
    tags: TAGS,
    summary: 'Every weight log as CSV for spreadsheets (the columns POST /api/import/weight_logs.csv reads)',
    description:
      `UTF-8 with a byte order mark, CRLF, a header row, oldest first. ${TIME_ZONE_NOTE} ` +
      'Columns: date, time (HH:mm), weight, unit, body_fat_percentage (empty: none).',
    querystring: timeZoneQuerySchema,
    response: v.string(),
    mediaType: CSV_ANSWER,
    cache: false,
    handler: async ({ user, query, reply }) => {
      attachment(reply, `nutrilog-weight-logs-${localDays(query.timezone).dateOf(new Date())}.csv`);
      return weightLogsCsv(app.db, user.uuid, query.timezone);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: DATA_TRANSFER_PATHS.importJson,
    tags: TAGS,
    summary: 'Imports an export file (GET /api/export) into an account that has no data yet',
    description:
      'The whole file is validated first (422 with every violation: rows, unique uuids, references between ' +
      'rows) and then stored in one transaction, so nothing is written unless everything is. Every row ' +
      'gets a new uuid, in the same order as the old ones, and the references follow; timestamps are kept; ' +
      'the preferred locale is taken, the email is not. 409 when the account has any product, recipe, ' +
      `intake log, goal or weight log; 413 above ${MAX_IMPORT_JSON_BYTES / 1024 / 1024} MB.`,
    body: importFileSchema,
    documentedBody: importFileShapeSchema,
    bodyLimit: MAX_IMPORT_JSON_BYTES,
    response: dataImportSummarySchema,
    errors: [409],
    handler: async ({ user, body }) => {
      const summary = await importUserData(app.db, user.uuid, body);
      if (summary === null) throw conflict(ACCOUNT_NOT_EMPTY);
      return summary;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: DATA_TRANSFER_PATHS.importWeightLogsCsv,
    tags: TAGS,
    summary: 'Adds the weight logs of a CSV file (text/csv), all or none',
    description:
      'A header row names the columns, in any order: date (required: YYYY-MM-DD, local to `timezone`, or an ' +
      'ISO 8601 timestamp with its zone), time (HH:mm; empty: 12:00), weight (required, above 25), unit ' +
      '(empty: kilogram), body_fat_percentage (empty: none; 0 to 100). Separated by commas, semicolons or ' +
      'tabs; decimals with a dot or a comma; a byte order mark and blank lines are ignored. Any bad row is a ' +
      '422 naming the row (the header is row 1) and the column, e.g. `rows[3].weight`, and nothing is stored. ' +
      'A row with the same minute, weight, unit and body fat as an existing log (or an earlier row) is ' +
      `skipped, so importing a file twice adds nothing. 413 above ${MAX_IMPORT_CSV_BYTES / 1024 / 1024} MB.`,
    querystring: timeZoneQuerySchema,
    body: csvBodySchema,
    bodyMediaTypes: [CSV],
    bodyLimit: MAX_IMPORT_CSV_BYTES,
    response: weightLogImportSummarySchema,
    handler: async ({ user, query, body }) => {
      const reading = readWeightCsv(body);
      if ('violations' in reading) throw validationFailed(reading.violations);
      const days = localDays(query.timezone);
      const weighIns = reading.records.map(({ values }) => ({
        date: isCsvTimestamp(values.date)
          ? (parseDateTime(values.date) as Date)
          : days.at(values.date, values.time ?? NOON),
        weight: values.weight,
        unit: values.unit,
        bodyFatPercentage: values.bodyFatPercentage,
      }));
      return { '@type': 'WeightLogImport' as const, ...(await importWeighIns(app.db, user.uuid, weighIns)) };
    },
  });
}
