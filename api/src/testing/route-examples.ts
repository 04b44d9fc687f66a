import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { acceptedBodyMediaTypes } from '../http/media-types';
import { OPENAPI_PATH } from '../http/openapi';
import { smallExport } from '../resources/data-transfer/testing/small-export';
import { LABEL_CASES } from '../resources/image-inferences/testing/label-images';
import { multipartBody } from '../resources/image-inferences/testing/multipart-body';
import type { RouteKey } from './route-table';
import { ownerIris, type SeededOwner } from './seeded-owner';

/** A request to one route, for the owner's rows. */
export interface ExampleRequest {
  /** The path (with the owner's uuids) and query string. */
  url: string;
  /** A JSON body, sent with the media type the method expects (ld+json, merge-patch+json for PATCH). */
  body?: unknown;
  /** A body that is not JSON, with its content-type header. */
  raw?: { payload: Buffer; headers: Record<string, string> };
}

export interface RouteExample {
  /** A valid request of the owner: with the owner's token it answers the route's documented success status. */
  request(owner: SeededOwner): ExampleRequest;
  /**
   * What another user's token answers for the owner's request, when not the default: 404 when the path names the
   * owner's rows, else the documented success (acting on that user's own data).
   */
  otherUser?: { status: number; why: string };
  /**
   * What the owner's own token (or, on a public route, no token) answers, when not the documented success (the
   * seeded owner is not a blank account; the tests' configuration lacks what the route needs).
   */
  owner?: { status: number; why: string };
}

const DAY = 86_400_000;
const isoDate = (msAgo = 0) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const FIXED_TIME = '2026-01-15T12:30:00.000Z';
const clearLabel = () => LABEL_CASES.find((label) => label.name === 'English, clean, biscuits')!.render();

const NOT_OWN_PRODUCT = {
  status: 422,
  why: "another user's product is not a product that exists for this user (422 at `product`)",
};

/**
 * One valid request per route of the API. The authorization matrix (http/authorization-matrix.test.ts) fails for a
 * registered route that has no entry here: a new route is covered from the day it is added.
 */
export const ROUTE_EXAMPLES: Readonly<Record<RouteKey, RouteExample>> = {
  [`GET ${OPENAPI_PATH}`]: { request: () => ({ url: OPENAPI_PATH }) },
  'GET /api/health/live': { request: () => ({ url: '/api/health/live' }) },
  'GET /api/health/ready': { request: () => ({ url: '/api/health/ready' }) },
  // From loopback, as the tests' requests come: elsewhere it asks for METRICS_TOKEN (http/metrics/metrics.test.ts).
  'GET /metrics': { request: () => ({ url: '/metrics' }) },
  // From loopback too; the tests' configuration has no BACKUP_DIR (backup/backup-restore.test.ts takes backups).
  'POST /backups': {
    request: () => ({ url: '/backups' }),
    owner: { status: 409, why: 'the tests take no backups: BACKUP_DIR is not set' },
  },
  'POST /api/auth/login': {
    request: (owner) => ({ url: '/api/auth/login', body: { email: owner.email, password: owner.password } }),
  },
  'POST /api/auth/logout': { request: () => ({ url: '/api/auth/logout' }) },
  'GET /api/auth/profile': { request: () => ({ url: '/api/auth/profile' }) },
  'PATCH /api/auth/profile': { request: () => ({ url: '/api/auth/profile', body: { preferredLocale: 'nl-NL' } }) },

  'GET /api/products': { request: () => ({ url: '/api/products?order[name]=desc' }) },
  'GET /api/products/:uuid': { request: (owner) => ({ url: `/api/products/${owner.rows.product}` }) },
  'POST /api/products': {
    request: () => ({
      url: '/api/products',
      body: {
        name: 'Rye bread',
        nutrients: {
          calories: 250,
          totalFat: 1.5,
          saturatedFat: 0.2,
          totalCarbohydrates: 45,
          sugars: 3,
          fibers: 8,
          proteins: 8,
          salt: 1.1,
          water: 38,
          caffeine: 0,
          potassium: 210,
        },
        portions: [{ name: 'Slice', amount: 35 }],
      },
    }),
  },
  'PATCH /api/products/:uuid': {
    request: (owner) => ({
      url: `/api/products/${owner.rows.product}`,
      body: { name: 'Oat porridge', nutrients: { sugars: 1.2 } },
    }),
  },
  'DELETE /api/products/:uuid': { request: (owner) => ({ url: `/api/products/${owner.rows.product}` }) },
  'PATCH /api/products/:uuid/toggle_favorite': {
    request: (owner) => ({ url: `/api/products/${owner.rows.product}/toggle_favorite`, body: {} }),
  },
  'POST /api/products/:uuid/duplicate': {
    request: (owner) => ({ url: `/api/products/${owner.rows.product}/duplicate`, body: { copyPortions: true } }),
  },
  'GET /api/products/:uuid/intake_log_history': {
    request: (owner) => ({ url: `/api/products/${owner.rows.product}/intake_log_history` }),
  },
  'GET /api/products/most_used': { request: () => ({ url: '/api/products/most_used?timezone=Europe/Amsterdam' }) },
  'GET /api/products/from_barcode': {
    request: (owner) => ({ url: `/api/products/from_barcode?barcode=${owner.barcode}` }),
    otherUser: {
      status: 404,
      why: "the lookup finds the user's own products only (and Open Food Facts is off in tests)",
    },
  },
  'POST /api/products/from_food': {
    request: (owner) => ({
      url: '/api/products/from_food',
      body: { food: `/api/foods/product:${owner.rows.product}` },
    }),
    otherUser: { status: 404, why: "another user's product is not a food of this user's database" },
  },
  'GET /api/foods': {
    request: (owner) => ({ url: `/api/foods?q=${encodeURIComponent(owner.productName)}&itemsPerPage=10` }),
  },
  'POST /api/products/inference': {
    request: (owner) => ({
      url: '/api/products/inference',
      body: { prompt: `100 g ${owner.productName.toLowerCase()}` },
    }),
    otherUser: { status: 422, why: "the offline engine searches the user's own products only: nothing is recognised" },
  },
  'POST /api/image_inferences': {
    request: () => ({
      url: '/api/image_inferences',
      raw: multipartBody([{ name: 'file', filename: 'label.png', contentType: 'image/png', content: clearLabel() }]),
    }),
  },

  'GET /api/portions/:uuid': { request: (owner) => ({ url: `/api/portions/${owner.rows.productPortion}` }) },
  'POST /api/portions': {
    request: (owner) => ({
      url: '/api/portions',
      body: { name: 'Cup', amount: 80, product: ownerIris(owner).product },
    }),
    otherUser: NOT_OWN_PRODUCT,
  },
  'PATCH /api/portions/:uuid': {
    request: (owner) => ({ url: `/api/portions/${owner.rows.productPortion}`, body: { amount: 300 } }),
  },

  'GET /api/recipes': { request: () => ({ url: '/api/recipes?name=bowl' }) },
  'GET /api/recipes/:uuid': { request: (owner) => ({ url: `/api/recipes/${owner.rows.recipe}` }) },
  'POST /api/recipes': {
    request: () => ({ url: '/api/recipes', body: { name: 'Lentil soup', unit: 'milliliter', unitSize: 1500 } }),
  },
  'PATCH /api/recipes/:uuid': {
    request: (owner) => ({ url: `/api/recipes/${owner.rows.recipe}`, body: { unitSize: 500 } }),
  },
  'DELETE /api/recipes/:uuid': { request: (owner) => ({ url: `/api/recipes/${owner.rows.recipe}` }) },
  'POST /api/recipes/:uuid/portions': {
    request: (owner) => ({ url: `/api/recipes/${owner.rows.recipe}/portions`, body: { name: 'Bowl', amount: 250 } }),
  },
  'POST /api/recipes/:uuid/items': {
    request: (owner) => ({
      url: `/api/recipes/${owner.rows.recipe}/items`,
      body: { product: ownerIris(owner).product, portion: ownerIris(owner).productPortion, quantity: 0.5 },
    }),
  },
  'GET /api/recipe_items/:uuid': { request: (owner) => ({ url: `/api/recipe_items/${owner.rows.recipeItem}` }) },
  'PATCH /api/recipe_items/:uuid': {
    request: (owner) => ({ url: `/api/recipe_items/${owner.rows.recipeItem}`, body: { amount: 120 } }),
  },
  'DELETE /api/recipe_items/:uuid': { request: (owner) => ({ url: `/api/recipe_items/${owner.rows.recipeItem}` }) },

  'GET /api/intake_logs': {
    request: () => ({ url: `/api/intake_logs?order[date]=desc&date[after]=${isoDate(7 * DAY)}` }),
  },
  'GET /api/intake_logs/:uuid': { request: (owner) => ({ url: `/api/intake_logs/${owner.rows.recipeLog}` }) },
  'POST /api/intake_logs': {
    request: (owner) => ({
      url: '/api/intake_logs',
      body: {
        type: 'product',
        date: FIXED_TIME,
        product: ownerIris(owner).product,
        portion: ownerIris(owner).productPortion,
        quantity: 2,
      },
    }),
    otherUser: NOT_OWN_PRODUCT,
  },
  'PATCH /api/intake_logs/:uuid': {
    request: (owner) => ({ url: `/api/intake_logs/${owner.rows.productLog}`, body: { quantity: 1.5 } }),
  },
  'DELETE /api/intake_logs/:uuid': { request: (owner) => ({ url: `/api/intake_logs/${owner.rows.manualLog}` }) },
  'GET /api/intake_logs/daily_consumption': {
    request: () => ({ url: `/api/intake_logs/daily_consumption?date=${isoDate()}` }),
  },
  'GET /api/intake_logs/nutrient_history': {
    request: () => ({
      url: `/api/intake_logs/nutrient_history?date[after]=${isoDate(30 * DAY)}&date[before]=${isoDate()}`,
    }),
  },
  'GET /api/intake_logs/week_averages': {
    request: () => ({ url: `/api/intake_logs/week_averages?date[after]=${isoDate(49 * DAY)}` }),
  },
  'GET /api/intake_logs/month_averages': {
    request: () => ({
      url: `/api/intake_logs/month_averages?date[after]=${isoDate(200 * DAY)}&timezone=Asia/Kathmandu`,
    }),
  },
  'POST /api/intake_logs/inference': {
    request: (owner) => ({
      url: '/api/intake_logs/inference',
      body: { prompt: `a bowl of ${owner.productName.toLowerCase()}` },
    }),
    otherUser: { status: 422, why: "the offline engine searches the user's own products only: nothing is recognised" },
  },

  'GET /api/goals': { request: () => ({ url: '/api/goals?timezone=Pacific/Auckland' }) },
  'GET /api/goals/:uuid': { request: (owner) => ({ url: `/api/goals/${owner.rows.goal}` }) },
  'POST /api/goals': {
    request: () => ({
      url: '/api/goals',
      body: { nutrient: 'salt', goalType: 'maximum', value: 6, startDate: '2026-01-01', endDate: null },
    }),
  },
  'PATCH /api/goals/:uuid': {
    request: (owner) => ({ url: `/api/goals/${owner.rows.goal}`, body: { value: 100, endDate: '2099-12-31' } }),
  },
  'DELETE /api/goals/:uuid': { request: (owner) => ({ url: `/api/goals/${owner.rows.goal}` }) },
  'GET /api/goals/targets': { request: () => ({ url: `/api/goals/targets?date=${isoDate()}` }) },

  'GET /api/weight_logs': { request: () => ({ url: '/api/weight_logs?pagination=false' }) },
  'GET /api/weight_logs/:uuid': { request: (owner) => ({ url: `/api/weight_logs/${owner.rows.weightLog}` }) },
  'POST /api/weight_logs': {
    request: () => ({ url: '/api/weight_logs', body: { date: FIXED_TIME, weight: 80.2, bodyFatPercentage: 21.5 } }),
  },
  'PATCH /api/weight_logs/:uuid': {
    request: (owner) => ({
      url: `/api/weight_logs/${owner.rows.weightLog}`,
      body: { bodyFatPercentage: null, unit: 'kilogram' },
    }),
  },
  'DELETE /api/weight_logs/:uuid': { request: (owner) => ({ url: `/api/weight_logs/${owner.rows.weightLog}` }) },
  'GET /api/weight_logs/caloric_balance': {
    request: () => ({ url: `/api/weight_logs/caloric_balance?date[after]=${isoDate(30 * DAY)}` }),
  },

  'GET /api/export': { request: () => ({ url: '/api/export' }) },
  'GET /api/export/intake_logs.csv': {
    request: () => ({ url: '/api/export/intake_logs.csv?timezone=Europe/Amsterdam' }),
  },
  'GET /api/export/weight_logs.csv': {
    request: () => ({ url: '/api/export/weight_logs.csv?timezone=Europe/Amsterdam' }),
  },
  'POST /api/import': {
    request: () => ({ url: '/api/import', body: smallExport() }),
    owner: {
      status: 409,
      why:
        'the seeded owner has data, and an export goes only into an ' +
        'empty account (data-transfer/import.test.ts imports one)',
    },
    otherUser: {
      status: 409,
      why: "the other user is seeded too: not an empty account; the owner's rows are untouched",
    },
  },
  'POST /api/import/weight_logs.csv': {
    request: () => ({
      url: '/api/import/weight_logs.csv?timezone=Europe/Amsterdam',
      raw: {
        payload: Buffer.from('date,time,weight,body_fat_percentage\n2026-01-10,07:30,80.5,21.2\n'),
        headers: { 'content-type': 'text/csv' },
      },
    }),
  },
};

export function exampleOf(key: RouteKey): RouteExample {
  const example = ROUTE_EXAMPLES[key];
  if (example === undefined) throw new Error(`No example for ${key}: add one to testing/route-examples.ts.`);
  return example;
}

/** Sends a request to `method` with the given headers (e.g. a token), JSON bodies with the media type of the method. */
export function sendRequest(
  app: FastifyInstance,
  method: string,
  request: ExampleRequest,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = { method: method as InjectOptions['method'], url: request.url, headers };
  if (request.raw)
    return app.inject({ ...options, headers: { ...headers, ...request.raw.headers }, payload: request.raw.payload });
  if (request.body === undefined) return app.inject(options);
  const contentType = acceptedBodyMediaTypes(method as HTTPMethods)[0]!;
  return app.inject({
    ...options,
    headers: { ...headers, 'content-type': contentType },
    payload: JSON.stringify(request.body),
  });
}
