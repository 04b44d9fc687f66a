import fc from 'fast-check';

/*
 * fast-check arbitraries of request bodies for the write fuzz (http/body-fuzz.test.ts): values derived from a
 * route's JSON Schema (what defineRoute documents), hostile values of every kind, and mutations of a valid body.
 */

/** The part of the (OpenAPI 3.0 flavoured) JSON Schema the routes' bodies use. */
export interface SchemaNode {
  type?: string;
  enum?: readonly unknown[];
  anyOf?: readonly SchemaNode[];
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  required?: readonly string[];
  items?: SchemaNode;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  pattern?: string;
  format?: string;
}

const LONG = 100_000;

const nested = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
};

const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\udc00\ud800',
    '🍌🥑👩‍👩‍👧',
    '\u202eevil\u202c',
    'مرحبا بالعالم',
    'שלום',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-0',
    '0x1A',
    '1,5',
    '12',
    ' 42 ',
    'null',
    'true',
    '[]',
    '{}',
    "'; DROP TABLE products; --",
    '<script>alert(1)</script>',
    '%00',
    '../../etc/passwd',
    '\r\n\r\n',
    '/api/products/',
    '/api/products/not-a-uuid',
  ),
  fc.constantFrom(
    'x'.repeat(LONG),
    '🍌'.repeat(LONG / 2),
    'é'.repeat(LONG),
    `${'7'.repeat(LONG)}`,
    '\u0000'.repeat(16),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc
    .tuple(fc.string({ maxLength: 5 }), fc.integer({ min: 0xd800, max: 0xdfff }))
    .map(([text, unit]) => `${text}${String.fromCharCode(unit)}`),
);

const hostileNumbers: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    -1e-9,
    1e-300,
    Number.MIN_VALUE,
    1e21,
    1e300,
    1e308,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MAX_SAFE_INTEGER,
    2 ** 63,
    25,
    25.000001,
    100,
    100.000001,
  ),
  // NaN and ±Infinity become null in JSON.
  fc.double(),
  fc.integer(),
);

const PROTOTYPE_POLLUTION = [
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
];

const hostileStructures: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    [],
    {},
    [null],
    [{}],
    ...PROTOTYPE_POLLUTION,
    nested(2_000, 0, (inner) => [inner]),
    nested(500, null, (inner) => ({ a: inner })),
    Array.from({ length: 10_000 }, (_, index) => index),
    Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`field${index}`, index])),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Anything a client could put where a value is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileStrings, hostileNumbers, hostileStructures);

/** ISO 8601 timestamps, from the first to the last the format can write, with and without offsets. */
const timestamps: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '9999-12-31T23:59:59-12:00',
    '0000-01-01T00:00:00+14:00',
    '2024-02-29T12:00:00+05:45',
    '2025-02-29T12:00:00Z',
    '2024-13-01T00:00:00Z',
    '1970-01-01 00:00:00Z',
    '2024-05-01T25:00:00Z',
  ),
);

/** Calendar dates, some that do not exist and some at the edges of what a database stores. */
const calendarDates = fc.oneof(
  fc
    .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom(
    '0000-01-01',
    '0001-01-01',
    '9999-12-31',
    '2024-02-29',
    '2025-02-29',
    '2025-00-10',
    '2025-1-1',
    '20250101',
    ' 2025-01-01 ',
  ),
);

function numberFor(node: SchemaNode): fc.Arbitrary<number> {
  const min = node.minimum ?? -1_000;
  return fc.oneof(
    fc.double({ min, max: min + 10_000, noNaN: true }),
    fc.constantFrom(min, min - 0.5, min + Math.max(Math.abs(min) * Number.EPSILON, Number.MIN_VALUE)),
    hostileNumbers,
  );
}

function stringFor(node: SchemaNode, knownStrings: readonly string[]): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [fc.string({ maxLength: 30 }), calendarDates, hostileStrings];
  if (knownStrings.length > 0) options.push(fc.constantFrom(...knownStrings));
  if (node.format === 'date-time') options.push(timestamps, timestamps);
  if (node.pattern) options.push(fc.stringMatching(new RegExp(node.pattern)));
  return fc.oneof(...options);
}

function objectFor(node: SchemaNode, knownStrings: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(node.properties ?? {}).map(([key, child]) => [key, valueFor(child, knownStrings)]),
  );
  const unknownFields = fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('uuid', '@id', 'user', 'userUuid', 'user_uuid', 'deletedAt', 'id'),
    ),
    hostileValue,
    { maxKeys: 2 },
  );
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [...(node.required ?? [])] }) },
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      ),
      fc.option(unknownFields, { freq: 4 }),
    )
    .map(([known, unknown]) => ({ ...(unknown ?? {}), ...known }));
}

/** A value of the schema's type, mostly close to valid, now and then a hostile one. */
export function valueFor(node: SchemaNode, knownStrings: readonly string[] = []): fc.Arbitrary<unknown> {
  const typed: fc.Arbitrary<unknown>[] = [];
  if (node.enum) typed.push(fc.constantFrom(...node.enum));
  else if (node.anyOf) typed.push(...node.anyOf.map((child) => valueFor(child, knownStrings)));
  else if (node.type === 'object') typed.push(objectFor(node, knownStrings));
  else if (node.type === 'array') typed.push(fc.array(valueFor(node.items ?? {}, knownStrings), { maxLength: 4 }));
  else if (node.type === 'string') typed.push(stringFor(node, knownStrings));
  else if (node.type === 'number' || node.type === 'integer') typed.push(numberFor(node));
  else if (node.type === 'boolean') typed.push(fc.boolean());
  if (node.nullable) typed.push(fc.constant(null));
  if (typed.length === 0) return hostileValue;
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...typed) }, { weight: 1, arbitrary: hostileValue });
}

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
  return [path, ...children];
}

type Mutation = {
  path: Path;
  operation: 'remove' | 'replace' | 'add-unknown' | 'wrap-in-array';
  value: unknown;
  key: string;
};

/** Sets an own property, also one named `__proto__` (an assignment would set the prototype instead). */
const setField = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

function applyMutation(body: unknown, { path, operation, value, key }: Mutation): unknown {
  // The body sits in a holder, so that it can be replaced, removed or wrapped like any field.
  const holder: Record<string | number, unknown> = { body: structuredClone(body) };
  const fullPath: Path = ['body', ...path];
  const parent = fullPath
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, step) => node[step] as Record<string | number, unknown>, holder);
  const last = fullPath.at(-1)!;
  const target = parent[last];
  if (operation === 'remove') delete parent[last];
  else if (operation === 'replace') setField(parent, last, value);
  else if (operation === 'wrap-in-array') setField(parent, last, [target]);
  else setField(target !== null && typeof target === 'object' ? target : parent, key, value);
  return holder.body;
}

/** A valid body with one thing changed: a field removed, replaced, wrapped in a list, or an unknown field added. */
export function mutationOf(valid: unknown, values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .record({
      path: fc.constantFrom(...pathsOf(valid)),
      operation: fc.constantFrom<Mutation['operation']>('remove', 'replace', 'replace', 'add-unknown', 'wrap-in-array'),
      value: values,
      key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('uuid', 'user', 'userUuid', '__proto__')),
    })
    .map((mutation) => applyMutation(valid, mutation));
}

/**
 * A request body: JSON (derived from the schema, a mutated valid body or anything at all), or text that may not be
 * JSON.
 */
export type FuzzBody = { json: unknown } | { text: string };

export function bodiesFor(schema: SchemaNode, valid: unknown, knownStrings: readonly string[]): fc.Arbitrary<FuzzBody> {
  const json = fc.oneof(
    { weight: 4, arbitrary: valueFor(schema, knownStrings) },
    {
      weight: 4,
      arbitrary: mutationOf(
        valid,
        fc.oneof(hostileValue, knownStrings.length > 0 ? fc.constantFrom(...knownStrings) : hostileValue),
      ),
    },
    { weight: 1, arbitrary: hostileValue },
  );
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom(
      '{',
      '{"name": }',
      '[1,]',
      "{'a': 1}",
      '{"a": 1} {"b": 2}',
      'NaN',
      '\u0000{}',
      '{"a": "\\u0000"}',
      '{"a": "\\ud800"}',
    ),
    // Deeper than any recursion could go, longer than any spread could take, larger than the body limit.
    fc.constantFrom(
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      `[${'"\\u0000",'.repeat(100_000)}0]`,
      JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    ),
  );
  return fc.oneof(
    { weight: 12, arbitrary: json.map((value) => shortlyShown({ json: value })) },
    { weight: 1, arbitrary: text.map((value) => shortlyShown({ text: value })) },
  );
}

/** fast-check prints a failing body whole: a megabyte of it would drown the report. */
function shortlyShown<T extends FuzzBody>(body: T): T {
  const shown = () => {
    const text = 'json' in body ? (JSON.stringify(body.json) ?? 'undefined') : `text ${JSON.stringify(body.text)}`;
    return text.length > 500 ? `${text.slice(0, 500)}… (${text.length} characters)` : text;
  };
  return Object.defineProperty(body, fc.toStringMethod, { value: shown, enumerable: false });
}

/** A multipart/form-data part: the schema's field names or others, bytes that are (or start like) a PNG, or not. */
export interface PartSpec {
  name: string;
  filename: string | undefined;
  contentType: string | undefined;
  content: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function multipartPartsFor(schema: SchemaNode): fc.Arbitrary<PartSpec[]> {
  const names = Object.keys(schema.properties ?? {});
  const part = fc.record({
    name: fc.oneof(
      fc.constantFrom(...names),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('file"; x="', 'fi\r\nle', '📷'),
    ),
    filename: fc.option(
      fc.oneof(fc.constantFrom('label.png', '../../x.png', 'a"b.png', ''), fc.string({ maxLength: 12 })),
      { nil: undefined },
    ),
    contentType: fc.option(fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/json', ''), {
      nil: undefined,
    }),
    content: fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Uint8Array.from([...PNG_SIGNATURE, ...bytes])),
      fc.constant(Uint8Array.from(PNG_SIGNATURE)),
    ),
  });
  return fc.array(part, { maxLength: 3 });
}

/** A text/csv body (the weight log import): the valid example broken cell by cell, hostile rows, or any text. */
export interface CsvBody {
  csv: string;
}

const csvCell: fc.Arbitrary<string> = fc.oneof(
  hostileStrings,
  hostileNumbers.map(String),
  fc.constantFrom(
    '',
    '"',
    '""',
    '"a,b"',
    '2026-13-45',
    '1899-12-31',
    '2026-01-10T07:30:00+05',
    '80,5',
    '-1',
    '1e308',
    'kilogram',
    'pound',
    'stone',
  ),
);

export function csvBodiesFor(validCsv: string): fc.Arbitrary<CsvBody> {
  const [header = '', ...rows] = validCsv.trimEnd().split('\n');
  const columns = header.split(',').length;
  const hostileRow = fc.array(csvCell, { minLength: 0, maxLength: columns + 2 }).map((cells) => cells.join(','));
  const validRow = fc.constantFrom(...(rows.length > 0 ? rows : ['']));
  const separator = fc.constantFrom(',', ';', '\t');
  const csv = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.array(fc.oneof(validRow, hostileRow), { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\r\n'))
        .map(([lines, end]) => [header, ...lines].join(end)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.array(csvCell, { minLength: 1, maxLength: 6 }), fc.array(hostileRow, { maxLength: 4 }), separator)
        .map(([head, lines, sep]) => [head.join(sep), ...lines].join('\n')),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', header, `\uFEFF${validCsv}`, validCsv.replaceAll(',', ';').replaceAll('.', ',')),
    },
  );
  return csv.map((text) =>
    Object.defineProperty({ csv: text }, fc.toStringMethod, {
      value: () => `csv ${JSON.stringify(text.slice(0, 500))}`,
      enumerable: false,
    }),
  );
}
