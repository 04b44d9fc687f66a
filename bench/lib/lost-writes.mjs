// What the mixed load's clients were told (2xx answers) against what the API holds after the run: the check
// behind "lost writes: 0". Pure functions, apart from readServerState, which reads through a given `get`.
//
// A client's model (see mixed-clients.mjs) holds, per kind, the values of every live record as last acknowledged
// (`live`: Map uuid → values) and the uuids whose delete was acknowledged (`deleted`). Portions and recipe items
// are values of their product or recipe, so a lost portion or item write shows as a stale product or recipe.

/** The kinds of record checked, each with the collection that lists all of a user's live ones. */
export const KINDS = {
  products: '/api/products?pagination=false',
  recipes: '/api/recipes?pagination=false',
  intakeLogs: '/api/intake_logs?pagination=false',
  goals: '/api/goals?pagination=false',
  weightLogs: '/api/weight_logs?pagination=false',
};

const uuidOf = (embedded) => embedded?.uuid ?? null;
const byUuid = (members, values) => Object.fromEntries(members.map((member) => [member.uuid, values(member)]));
const portionValues = (portion) => ({ name: portion.name, amount: portion.amount });

/** The API's answers reduced to the values a client writes, in the model's shape (dates as epoch milliseconds). */
export const fromServer = {
  products: (p) => ({
    name: p.name,
    unit: p.unit,
    nutrientsPer: p.nutrientsPer,
    nutrients: p.nutrients,
    favorite: p.favorite,
    barcode: p.barcode,
    portions: byUuid(p.portions, portionValues),
  }),
  recipes: (r) => ({
    name: r.name,
    unit: r.unit,
    unitSize: r.unitSize,
    portions: byUuid(r.portions, portionValues),
    items: byUuid(r.items, (i) => ({
      product: i.product.uuid,
      portion: uuidOf(i.portion),
      amount: i.amount,
      quantity: i.quantity,
    })),
  }),
  intakeLogs: (l) => ({
    type: l.type,
    date: Date.parse(l.date),
    product: uuidOf(l.product),
    portion: uuidOf(l.portion),
    recipe: uuidOf(l.recipe),
    recipePortion: uuidOf(l.recipePortion),
    amount: l.amount,
    quantity: l.quantity,
    description: l.description,
    nutrients: l.nutrients,
  }),
  goals: (g) => ({
    nutrient: g.nutrient,
    goalType: g.goalType,
    value: g.value,
    startDate: g.startDate,
    endDate: g.endDate,
  }),
  weightLogs: (w) => ({
    date: Date.parse(w.date),
    weight: w.weight,
    bodyFatPercentage: w.bodyFatPercentage,
    unit: w.unit,
  }),
  profile: (p) => ({ preferredLocale: p.preferredLocale }),
};

/**
 * Everything one user holds, in the model's shape: `{ products: Map, …, profile }`. `get(url)` answers the parsed
 * body of a GET (and throws on anything but 2xx). Recipe items are only in a recipe's detail: one GET per recipe.
 */
export async function readServerState(get) {
  const state = {};
  for (const [kind, url] of Object.entries(KINDS)) {
    let members = (await get(url)).member;
    if (kind === 'recipes') members = await Promise.all(members.map((recipe) => get(`/api/recipes/${recipe.uuid}`)));
    state[kind] = new Map(members.map((member) => [member.uuid, fromServer[kind](member)]));
  }
  state.profile = fromServer.profile(await get('/api/auth/profile'));
  return state;
}

/** One user's expectation from the models of its clients (their uuids never overlap; one of them owns the profile). */
export function expectedState(models) {
  const expected = { uncertain: new Set(), profile: null };
  for (const kind of Object.keys(KINDS)) expected[kind] = { live: new Map(), deleted: new Set() };
  for (const model of models) {
    for (const kind of Object.keys(KINDS)) {
      for (const [uuid, values] of model[kind].live) expected[kind].live.set(uuid, values);
      for (const uuid of model[kind].deleted) expected[kind].deleted.add(uuid);
    }
    for (const uuid of model.uncertain) expected.uncertain.add(uuid);
    if (model.profile) expected.profile = model.profile;
  }
  return expected;
}

/** The path of the first value that differs (`nutrients.calories`, `items.<uuid>`), or null when equal. */
export function firstDifference(want, got, path = '') {
  if (Object.is(want, got)) return null;
  const isObject = (value) => typeof value === 'object' && value !== null;
  if (!isObject(want) || !isObject(got)) return path || '(value)';
  for (const key of new Set([...Object.keys(want), ...Object.keys(got)])) {
    const difference = firstDifference(want[key], got[key], path ? `${path}.${key}` : key);
    if (difference !== null) return difference;
  }
  return null;
}

/**
 * Compares one user's expectation with what the server holds. Problems `{ kind, uuid, problem, field? }`:
 * - `missing`: an acknowledged live record is not there;
 * - `stale`: it is there with other values than the last acknowledged ones (`field` names the first);
 * - `not deleted`: an acknowledged delete is still there;
 * - `unacknowledged`: a record no answer told of (a write the server did but whose answer was lost).
 * Records whose last write got no 2xx answer (`uncertain`) are left out: that write is counted as an error.
 */
export function findLostWrites(expected, actual) {
  const problems = [];
  const checked = { live: 0, deleted: 0 };
  for (const kind of Object.keys(KINDS)) {
    const { live, deleted } = expected[kind];
    const held = actual[kind];
    for (const [uuid, want] of live) {
      if (expected.uncertain.has(uuid)) continue;
      checked.live += 1;
      if (!held.has(uuid)) problems.push({ kind, uuid, problem: 'missing' });
      else {
        const field = firstDifference(want, held.get(uuid));
        if (field !== null) problems.push({ kind, uuid, problem: 'stale', field });
      }
    }
    for (const uuid of deleted) {
      if (expected.uncertain.has(uuid)) continue;
      checked.deleted += 1;
      if (held.has(uuid)) problems.push({ kind, uuid, problem: 'not deleted' });
    }
    for (const uuid of held.keys()) {
      if (!live.has(uuid) && !deleted.has(uuid) && !expected.uncertain.has(uuid))
        problems.push({ kind, uuid, problem: 'unacknowledged' });
    }
  }
  if (expected.profile && !expected.uncertain.has('profile')) {
    checked.live += 1;
    const field = firstDifference(expected.profile, actual.profile);
    if (field !== null) problems.push({ kind: 'profile', uuid: 'profile', problem: 'stale', field });
  }
  return { problems, checked };
}
