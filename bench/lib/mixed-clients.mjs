// The virtual clients of the mixed load (bench/mixed-load.mjs). Each is signed in as one user and, until the end
// time, sends one request after another (no pause), each time picking an operation at random (seeded) among
// those its own records allow: the screens' reads, and creates, changes and deletes of every resource.
//
// A client changes only records it created itself, so every record has one writer and its last acknowledged
// values are well defined although five clients share a user; the first client of each user alone changes the
// profile. Every 2xx answer of a write updates the client's model (what lost-writes.mjs checks afterwards).
// Live records are kept between a lower and an upper bound per kind (creates stop at the upper, deletes at the
// lower), so the data set stays the same size and the memory after warm-up can be compared.
import { readRoutes } from '../api-load.mjs';
import { KINDS } from './lost-writes.mjs';

const TIME_ZONE = 'Europe/Amsterdam';
/**
 * A request still unanswered after this long counts as an error (a hung server); it is not a latency budget:
 * on a busy 2-core machine the first seconds of PGlite under 100 clients saw answers take 13 s.
 */
const REQUEST_TIMEOUT_MS = 60_000;
const DAY_MS = 86_400_000;

/** Live records per client: creates stop at `max`, deletes at `min`. */
const BOUNDS = {
  products: { min: 2, max: 8 },
  recipes: { min: 1, max: 3 },
  intakeLogs: { min: 5, max: 30 },
  goals: { min: 1, max: 5 },
  weightLogs: { min: 3, max: 15 },
};
const MAX_PORTIONS = 3;
const MAX_ITEMS = 5;

/** A request that got no 2xx answer (already counted as an error); the operation stops there. */
class RequestFailed extends Error {}

/** Counts, latencies and errors per operation, for all clients of a run. */
export class LoadStats {
  operations = new Map();
  latencies = [];
  errors = [];

  record(operation, ms, error) {
    const entry = this.operations.get(operation) ?? { count: 0, errors: 0, latencies: [] };
    this.operations.set(operation, entry);
    entry.count += 1;
    entry.latencies.push(ms);
    this.latencies.push(ms);
    if (error) {
      entry.errors += 1;
      this.errors.push(`${operation}: ${error}`);
    }
  }
}

const emptyModel = () => ({
  ...Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, { live: new Map(), deleted: new Set() }])),
  uncertain: new Set(),
  profile: null,
});
const iri = (collection, uuid) => (uuid === null ? null : `/api/${collection}/${uuid}`);
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * The model's portions for portions sent by name and answered with their uuids: a sent portion the answer lacks
 * gets a key no answer can have, so the check reports it as missing.
 */
function portionsByUuid(sent, answered) {
  return Object.fromEntries(
    sent.map((portion) => [
      answered.find((a) => a.name === portion.name)?.uuid ?? `missing: ${portion.name}`,
      { name: portion.name, amount: portion.amount },
    ]),
  );
}

export class Client {
  model = emptyModel();
  #counter = 0;

  /**
   * `user`: `{ email, token }` it is signed in as; `random`: seededRandom(); `nutrientKeys`: the API's eleven keys;
   * `ownsProfile`: this client alone patches the user's profile.
   */
  constructor({ id, apiUrl, user, random, stats, nutrientKeys, ownsProfile }) {
    Object.assign(this, { id, apiUrl, user, token: user.token, random, stats, nutrientKeys, ownsProfile });
  }

  /** Sends one request; answers the parsed body, or throws RequestFailed after counting the error. */
  async call(operation, method, url, { body, touches } = {}) {
    const headers = { 'x-api-key': this.token, 'accept-encoding': 'gzip, deflate, br' };
    if (body !== undefined)
      headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
    const started = performance.now();
    let failure;
    let text = '';
    try {
      const response = await fetch(`${this.apiUrl}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
      if (!response.ok) failure = `${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`;
    } catch (error) {
      failure = `${method} ${url}: ${error.cause?.code ?? error.name} ${error.message}`;
    }
    this.stats.record(operation, performance.now() - started, failure);
    if (failure) {
      // Whether the server applied it is unknown: the record is left out of the lost-write check.
      if (touches) this.model.uncertain.add(touches);
      throw new RequestFailed(failure);
    }
    return text ? JSON.parse(text) : null;
  }

  /** Until `endsAt` (performance.now()), one operation after another. */
  async run(endsAt) {
    while (performance.now() < endsAt) {
      const operation = this.random.weighted(OPERATIONS.filter((op) => !op.ready || op.ready(this)));
      try {
        await operation.run(this, operation.name);
      } catch (error) {
        // A mistake of the client itself is an error of the run too.
        if (!(error instanceof RequestFailed)) this.stats.record(operation.name, 0, `client error: ${error.stack}`);
      }
    }
  }

  name(kind) {
    this.#counter += 1;
    return `${kind} ${this.id}-${this.#counter}`;
  }

  live(kind) {
    return this.model[kind].live;
  }

  /** A random live record of `kind` that passes `filter`: [uuid, values], or undefined. */
  pickLive(kind, filter = () => true) {
    const candidates = [...this.live(kind)].filter(([, values]) => filter(values));
    return candidates.length ? this.random.pick(candidates) : undefined;
  }

  has(kind, filter) {
    return this.pickLive(kind, filter) !== undefined;
  }

  created(kind, uuid, values) {
    this.live(kind).set(uuid, values);
  }

  deleted(kind, uuid) {
    this.live(kind).delete(uuid);
    this.model[kind].deleted.add(uuid);
  }

  nutrients(keys = this.nutrientKeys) {
    return Object.fromEntries(keys.map((key) => [key, this.random.decimal(0, 80)]));
  }

  /** Two of the nutrients (a merge patch changes those and keeps the rest). */
  someNutrients() {
    return this.nutrients([this.random.pick(this.nutrientKeys), this.random.pick(this.nutrientKeys)]);
  }

  /** A moment in the last 10 days, to the second, as epoch milliseconds. */
  recentMoment() {
    return Math.floor((Date.now() - this.random.int(0, 10 * 86_400)) / 1000) * 1000;
  }

  barcode() {
    return `20${String(this.random.int(0, 99_999_999_999)).padStart(11, '0')}`;
  }

  /** Start and end dates of a goal: open, open-ended, or a period (the end never before the start). */
  goalDates() {
    const start = Date.now() + this.random.int(-60, 30) * DAY_MS;
    const shape = this.random.int(0, 2);
    if (shape === 0) return { startDate: null, endDate: null };
    if (shape === 1) return { startDate: isoDay(start), endDate: null };
    return { startDate: isoDay(start), endDate: isoDay(start + this.random.int(0, 90) * DAY_MS) };
  }
}

const below = (kind) => (client) => client.live(kind).size < BOUNDS[kind].max;
const above = (kind) => (client) => client.live(kind).size > BOUNDS[kind].min;
const any = (kind) => (client) => client.live(kind).size > 0;

/** The reads of the screens (bench/api-load.mjs lists those the load benchmark measures), and a few more. */
function readOperations() {
  const today = isoDay(Date.now());
  const read = (name, url, weight) => ({ name: `read: ${name}`, weight, run: (c, op) => c.call(op, 'GET', url) });
  const readOwn = (name, kind, collection, weight) => ({
    name: `read: ${name}`,
    weight,
    ready: any(kind),
    run: (c, op) => c.call(op, 'GET', iri(collection, c.pickLive(kind)[0])),
  });
  return [
    ...readRoutes().map((route) => read(route.name, route.url, 3)),
    read('goals', `/api/goals?${new URLSearchParams({ timezone: TIME_ZONE, pagination: 'false' })}`, 3),
    read('targets of the day', `/api/goals/targets?date=${today}`, 2),
    read('recipes', '/api/recipes?pagination=false&order%5Bname%5D=asc', 3),
    read(
      'nutrient history (30 days)',
      `/api/intake_logs/nutrient_history?${new URLSearchParams({
        'date[after]': isoDay(Date.now() - 29 * DAY_MS),
        'date[before]': today,
        timezone: TIME_ZONE,
      })}`,
      2,
    ),
    read('profile', '/api/auth/profile', 1),
    readOwn('a product', 'products', 'products', 3),
    readOwn('a recipe', 'recipes', 'recipes', 2),
  ];
}

const productOperations = [
  {
    name: 'products: create with portions',
    weight: 3,
    ready: below('products'),
    async run(c, op) {
      const portions = Array.from({ length: c.random.int(0, 2) }, () => ({
        name: c.name('Portion'),
        amount: c.random.int(10, 250),
      }));
      const body = {
        name: c.name('Product'),
        unit: c.random.pick(['gram', 'milliliter']),
        nutrientsPer: c.random.pick([100, 100, 50, 250]),
        nutrients: c.nutrients(),
        barcode: c.random.chance(0.3) ? c.barcode() : null,
        portions,
      };
      const answer = await c.call(op, 'POST', '/api/products', { body });
      c.created('products', answer.uuid, {
        ...body,
        favorite: false,
        portions: portionsByUuid(portions, answer.portions),
      });
    },
  },
  {
    name: 'products: patch',
    weight: 3,
    ready: any('products'),
    async run(c, op) {
      const [uuid, product] = c.pickLive('products');
      const patch = {};
      if (c.random.chance(0.5)) patch.nutrients = c.someNutrients();
      if (c.random.chance(0.2)) patch.nutrientsPer = c.random.pick([100, 50, 250]);
      if (c.random.chance(0.2)) patch.unit = c.random.pick(['gram', 'milliliter']);
      if (c.random.chance(0.2)) patch.barcode = c.random.chance(0.5) ? null : c.barcode();
      if (Object.keys(patch).length === 0 || c.random.chance(0.3)) patch.name = c.name('Product');
      await c.call(op, 'PATCH', iri('products', uuid), { body: patch, touches: uuid });
      Object.assign(product, { ...patch, nutrients: { ...product.nutrients, ...patch.nutrients } });
    },
  },
  {
    name: 'products: toggle favourite',
    weight: 2,
    ready: any('products'),
    async run(c, op) {
      const [uuid, product] = c.pickLive('products');
      await c.call(op, 'PATCH', `${iri('products', uuid)}/toggle_favorite`, { body: {}, touches: uuid });
      product.favorite = !product.favorite;
    },
  },
  {
    name: 'products: duplicate',
    weight: 1,
    ready: (c) => below('products')(c) && any('products')(c),
    async run(c, op) {
      const [uuid, source] = c.pickLive('products');
      const copyPortions = c.random.chance(0.7);
      const answer = await c.call(op, 'POST', `${iri('products', uuid)}/duplicate`, { body: { copyPortions } });
      const portions = copyPortions ? portionsByUuid(Object.values(source.portions), answer.portions) : {};
      c.created('products', answer.uuid, {
        ...source,
        name: `${source.name} (copy)`,
        nutrients: { ...source.nutrients },
        favorite: false,
        barcode: null,
        portions,
      });
    },
  },
  {
    name: 'products: delete',
    weight: 2,
    ready: above('products'),
    async run(c, op) {
      const [uuid] = c.pickLive('products');
      await c.call(op, 'DELETE', iri('products', uuid), { touches: uuid });
      c.deleted('products', uuid);
    },
  },
];

/** A live product's or recipe's portion: { kind, owner uuid, owner values, portion uuid }. */
function pickPortion(c) {
  const owners = ['products', 'recipes'].flatMap((kind) =>
    [...c.live(kind)]
      .filter(([, values]) => Object.keys(values.portions).length > 0)
      .map(([uuid, values]) => ({ kind, uuid, values })),
  );
  if (owners.length === 0) return undefined;
  const owner = c.random.pick(owners);
  return { ...owner, portion: c.random.pick(Object.keys(owner.values.portions)) };
}

const portionOperations = [
  {
    name: 'portions: create (POST /api/portions)',
    weight: 2,
    ready: (c) => c.has('products', (p) => Object.keys(p.portions).length < MAX_PORTIONS),
    async run(c, op) {
      const [uuid, product] = c.pickLive('products', (p) => Object.keys(p.portions).length < MAX_PORTIONS);
      const body = { name: c.name('Portion'), amount: c.random.int(10, 250), product: iri('products', uuid) };
      const answer = await c.call(op, 'POST', '/api/portions', { body, touches: uuid });
      product.portions[answer.uuid] = { name: body.name, amount: body.amount };
    },
  },
  {
    name: 'portions: patch',
    weight: 2,
    ready: (c) => pickPortion(c) !== undefined,
    async run(c, op) {
      const { uuid, values, portion } = pickPortion(c);
      const patch = c.random.chance(0.5)
        ? { amount: c.random.int(10, 250) }
        : { name: c.name('Portion'), amount: c.random.int(10, 250) };
      await c.call(op, 'PATCH', iri('portions', portion), { body: patch, touches: uuid });
      Object.assign(values.portions[portion], patch);
    },
  },
];

const withItemRoom = (recipe) => Object.keys(recipe.items).length < MAX_ITEMS;
const withItems = (recipe) => Object.keys(recipe.items).length > 0;

const recipeOperations = [
  {
    name: 'recipes: create',
    weight: 1,
    ready: below('recipes'),
    async run(c, op) {
      const body = {
        name: c.name('Recipe'),
        unit: c.random.pick(['gram', 'milliliter']),
        unitSize: c.random.pick([100, 250, 400]),
      };
      const answer = await c.call(op, 'POST', '/api/recipes', { body });
      c.created('recipes', answer.uuid, { ...body, portions: {}, items: {} });
    },
  },
  {
    name: 'recipes: patch',
    weight: 1,
    ready: any('recipes'),
    async run(c, op) {
      const [uuid, recipe] = c.pickLive('recipes');
      const patch = c.random.chance(0.5)
        ? { name: c.name('Recipe') }
        : { unitSize: c.random.pick([100, 250, 400]), unit: c.random.pick(['gram', 'milliliter']) };
      await c.call(op, 'PATCH', iri('recipes', uuid), { body: patch, touches: uuid });
      Object.assign(recipe, patch);
    },
  },
  {
    name: 'recipes: delete',
    weight: 1,
    ready: above('recipes'),
    async run(c, op) {
      const [uuid] = c.pickLive('recipes');
      await c.call(op, 'DELETE', iri('recipes', uuid), { touches: uuid });
      c.deleted('recipes', uuid);
    },
  },
  {
    name: 'recipes: add an item',
    weight: 2,
    ready: (c) => c.has('recipes', withItemRoom) && any('products')(c),
    async run(c, op) {
      const [uuid, recipe] = c.pickLive('recipes', withItemRoom);
      const [productUuid, product] = c.pickLive('products');
      const portion =
        Object.keys(product.portions).length > 0 && c.random.chance(0.5)
          ? c.random.pick(Object.keys(product.portions))
          : null;
      const item = portion
        ? { product: productUuid, portion, amount: 0, quantity: c.random.int(1, 4) }
        : { product: productUuid, portion: null, amount: c.random.int(5, 300), quantity: 0 };
      const answer = await c.call(op, 'POST', `${iri('recipes', uuid)}/items`, {
        body: { ...item, product: iri('products', item.product), portion: iri('portions', item.portion) },
        touches: uuid,
      });
      recipe.items[answer.uuid] = item;
    },
  },
  {
    name: 'recipes: patch an item',
    weight: 1,
    ready: (c) => c.has('recipes', withItems),
    async run(c, op) {
      const [uuid, recipe] = c.pickLive('recipes', withItems);
      const itemUuid = c.random.pick(Object.keys(recipe.items));
      const item = recipe.items[itemUuid];
      const patch = item.portion ? { quantity: c.random.int(1, 4) } : { amount: c.random.int(5, 300) };
      await c.call(op, 'PATCH', iri('recipe_items', itemUuid), { body: patch, touches: uuid });
      Object.assign(item, patch);
    },
  },
  {
    name: 'recipes: delete an item',
    weight: 1,
    ready: (c) => c.has('recipes', withItems),
    async run(c, op) {
      const [uuid, recipe] = c.pickLive('recipes', withItems);
      const itemUuid = c.random.pick(Object.keys(recipe.items));
      await c.call(op, 'DELETE', iri('recipe_items', itemUuid), { touches: uuid });
      delete recipe.items[itemUuid];
    },
  },
  {
    name: 'recipes: add a portion',
    weight: 1,
    ready: (c) => c.has('recipes', (r) => Object.keys(r.portions).length < MAX_PORTIONS),
    async run(c, op) {
      const [uuid, recipe] = c.pickLive('recipes', (r) => Object.keys(r.portions).length < MAX_PORTIONS);
      const body = { name: c.name('Portion'), amount: c.random.int(50, 400) };
      const answer = await c.call(op, 'POST', `${iri('recipes', uuid)}/portions`, { body, touches: uuid });
      recipe.portions[answer.uuid] = body;
    },
  },
];

/**
 * A log as stored: the values a product or recipe log does not use are null, 0 or zeros (normalized as the API does).
 */
const intakeLog = (c, fields) => ({
  product: null,
  portion: null,
  recipe: null,
  recipePortion: null,
  amount: 0,
  quantity: 0,
  description: null,
  nutrients: Object.fromEntries(c.nutrientKeys.map((key) => [key, 0])),
  ...fields,
});

/** The log as a request body: IRIs for the references, an ISO date. */
const intakeLogBody = (log) => ({
  ...log,
  date: new Date(log.date).toISOString(),
  product: iri('products', log.product),
  portion: iri('portions', log.portion),
  recipe: iri('recipes', log.recipe),
  recipePortion: iri('portions', log.recipePortion),
});

/** By one of the owner's portions (a quantity) or by an amount. */
function portionOrAmount(c, owner) {
  const portions = Object.keys(owner.portions);
  return portions.length > 0 && c.random.chance(0.6)
    ? { portion: c.random.pick(portions), quantity: c.random.int(1, 3) }
    : { amount: c.random.int(20, 400) };
}

async function createIntakeLog(c, op, log) {
  const answer = await c.call(op, 'POST', '/api/intake_logs', { body: intakeLogBody(log) });
  c.created('intakeLogs', answer.uuid, log);
}

const intakeLogOperations = [
  {
    name: 'intake logs: create of a product',
    weight: 3,
    ready: (c) => below('intakeLogs')(c) && any('products')(c),
    run(c, op) {
      const [uuid, product] = c.pickLive('products');
      const { portion = null, quantity = 0, amount = 0 } = portionOrAmount(c, product);
      return createIntakeLog(
        c,
        op,
        intakeLog(c, { type: 'product', date: c.recentMoment(), product: uuid, portion, quantity, amount }),
      );
    },
  },
  {
    name: 'intake logs: create of a recipe',
    weight: 2,
    ready: (c) => below('intakeLogs')(c) && any('recipes')(c),
    run(c, op) {
      const [uuid, recipe] = c.pickLive('recipes');
      const { portion = null, quantity = 0, amount = 0 } = portionOrAmount(c, recipe);
      return createIntakeLog(
        c,
        op,
        intakeLog(c, {
          type: 'recipe',
          date: c.recentMoment(),
          recipe: uuid,
          recipePortion: portion,
          quantity,
          amount,
        }),
      );
    },
  },
  {
    name: 'intake logs: create manual',
    weight: 2,
    ready: below('intakeLogs'),
    run: (c, op) =>
      createIntakeLog(
        c,
        op,
        intakeLog(c, { type: 'manual', date: c.recentMoment(), description: c.name('Meal'), nutrients: c.nutrients() }),
      ),
  },
  {
    name: 'intake logs: patch',
    weight: 3,
    ready: any('intakeLogs'),
    async run(c, op) {
      const [uuid, log] = c.pickLive('intakeLogs');
      const patch = {};
      if (log.type === 'manual') {
        if (c.random.chance(0.5)) patch.description = c.name('Meal');
        else patch.nutrients = c.someNutrients();
      } else if (log.portion || log.recipePortion) patch.quantity = c.random.int(1, 5);
      else patch.amount = c.random.int(20, 400);
      const date = c.random.chance(0.3) ? c.recentMoment() : undefined;
      await c.call(op, 'PATCH', iri('intake_logs', uuid), {
        body: { ...patch, ...(date && { date: new Date(date).toISOString() }) },
        touches: uuid,
      });
      Object.assign(log, { ...patch, nutrients: { ...log.nutrients, ...patch.nutrients }, ...(date && { date }) });
    },
  },
  {
    name: 'intake logs: delete',
    weight: 3,
    ready: above('intakeLogs'),
    async run(c, op) {
      const [uuid] = c.pickLive('intakeLogs');
      await c.call(op, 'DELETE', iri('intake_logs', uuid), { touches: uuid });
      c.deleted('intakeLogs', uuid);
    },
  },
];

const goalOperations = [
  {
    name: 'goals: create',
    weight: 1,
    ready: below('goals'),
    async run(c, op) {
      const goal = {
        nutrient: c.random.pick(c.nutrientKeys),
        goalType: c.random.pick(['minimum', 'maximum']),
        value: c.random.int(1, 3000),
        ...c.goalDates(),
      };
      const answer = await c.call(op, 'POST', `/api/goals?timezone=${encodeURIComponent(TIME_ZONE)}`, { body: goal });
      c.created('goals', answer.uuid, goal);
    },
  },
  {
    name: 'goals: patch',
    weight: 1,
    ready: any('goals'),
    async run(c, op) {
      const [uuid, goal] = c.pickLive('goals');
      const patch = c.random.pick([
        () => ({ value: c.random.int(1, 3000) }),
        () => ({ goalType: c.random.pick(['minimum', 'maximum']) }),
        () => c.goalDates(),
      ])();
      await c.call(op, 'PATCH', iri('goals', uuid), { body: patch, touches: uuid });
      Object.assign(goal, patch);
    },
  },
  {
    name: 'goals: delete',
    weight: 1,
    ready: above('goals'),
    async run(c, op) {
      const [uuid] = c.pickLive('goals');
      await c.call(op, 'DELETE', iri('goals', uuid), { touches: uuid });
      c.deleted('goals', uuid);
    },
  },
];

const bodyFat = (c) => (c.random.chance(0.4) ? null : c.random.decimal(10, 40));

const weightLogOperations = [
  {
    name: 'weight logs: create',
    weight: 2,
    ready: below('weightLogs'),
    async run(c, op) {
      const log = {
        date: c.recentMoment(),
        weight: c.random.decimal(50, 110),
        bodyFatPercentage: bodyFat(c),
        unit: 'kilogram',
      };
      const answer = await c.call(op, 'POST', '/api/weight_logs', {
        body: { ...log, date: new Date(log.date).toISOString() },
      });
      c.created('weightLogs', answer.uuid, log);
    },
  },
  {
    name: 'weight logs: patch',
    weight: 1,
    ready: any('weightLogs'),
    async run(c, op) {
      const [uuid, log] = c.pickLive('weightLogs');
      const patch = c.random.pick([
        () => ({ weight: c.random.decimal(50, 110) }),
        () => ({ bodyFatPercentage: bodyFat(c) }),
        () => ({ date: c.recentMoment() }),
      ])();
      await c.call(op, 'PATCH', iri('weight_logs', uuid), {
        body: patch.date ? { date: new Date(patch.date).toISOString() } : patch,
        touches: uuid,
      });
      Object.assign(log, patch);
    },
  },
  {
    name: 'weight logs: delete',
    weight: 1,
    ready: above('weightLogs'),
    async run(c, op) {
      const [uuid] = c.pickLive('weightLogs');
      await c.call(op, 'DELETE', iri('weight_logs', uuid), { touches: uuid });
      c.deleted('weightLogs', uuid);
    },
  },
];

const profileOperations = [
  {
    name: 'profile: patch',
    weight: 1,
    ready: (c) => c.ownsProfile,
    async run(c, op) {
      const profile = { preferredLocale: c.model.profile?.preferredLocale === 'nl-NL' ? 'en-GB' : 'nl-NL' };
      await c.call(op, 'PATCH', '/api/auth/profile', { body: profile, touches: 'profile' });
      c.model.profile = profile;
    },
  },
];

/** Every operation: `{ name, weight, ready?(client), run(client, name) }`. */
export const OPERATIONS = [
  ...readOperations(),
  ...productOperations,
  ...portionOperations,
  ...recipeOperations,
  ...intakeLogOperations,
  ...goalOperations,
  ...weightLogOperations,
  ...profileOperations,
];

export const isRead = (operation) => operation.startsWith('read: ');
