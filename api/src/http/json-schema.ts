import { type JsonSchema, type OverrideActionContext, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

const VALIBOT_SOURCE = Symbol('valibot source schema');

/** A JSON Schema generated from a valibot schema, carrying that schema for the validator compiler. */
export type SourcedJsonSchema = Record<string, unknown> & { [VALIBOT_SOURCE]?: v.GenericSchema };

/** Actions that only normalise or check a value and have no JSON Schema keyword; anything else unconvertible throws. */
const VALUE_ONLY_ACTIONS = [
  'trim',
  'raw_check',
  'trim_start',
  'trim_end',
  'to_lower_case',
  'to_upper_case',
  'normalize',
  'finite',
  'check',
  'partial_check',
];

/** OpenAPI 3.0 forbids an empty `required` list (an object whose fields are all optional). */
function withoutEmptyRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEmptyRequired);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'required' && Array.isArray(value) && value.length === 0))
      .map(([key, value]) => [key, withoutEmptyRequired(value)]),
  );
}

/**
 * OpenAPI 3.0 spells "greater than" as `minimum` with a boolean `exclusiveMinimum` (the library refuses
 * `gt_value` for 3.0, and its JsonSchema type only knows the numeric 3.1 form).
 */
function overrideAction({ valibotAction, jsonSchema }: OverrideActionContext): JsonSchema | undefined {
  if (valibotAction.type !== 'gt_value') return undefined;
  const { requirement } = valibotAction as v.GtValueAction<number, number, undefined>;
  return { ...jsonSchema, minimum: requirement, exclusiveMinimum: true as unknown as number };
}

/** OpenAPI 3.0 flavoured JSON Schema, without `$schema` (Fastify's serializer and @fastify/swagger take it as is). */
function convert(schema: v.GenericSchema, typeMode: 'input' | 'output'): Record<string, unknown> {
  const options = {
    target: 'openapi-3.0',
    typeMode,
    errorMode: 'throw',
    ignoreActions: VALUE_ONLY_ACTIONS,
    overrideAction,
  } as const;
  const { $schema: _ignored, ...json } = toJsonSchema(schema, options) as Record<string, unknown>;
  return withoutEmptyRequired(json) as Record<string, unknown>;
}

/**
 * JSON Schema of a request part (documents what the client sends: the input side of transforms), carrying the
 * schema that validates it; `documented` replaces it in the document where it cannot be converted faithfully.
 */
export function requestJsonSchema(schema: v.GenericSchema, documented: v.GenericSchema = schema): SourcedJsonSchema {
  return Object.assign(convert(documented, 'input'), { [VALIBOT_SOURCE]: schema });
}

/** JSON Schema of a response body (drives serialization, which drops undeclared fields). */
export function responseJsonSchema(schema: v.GenericSchema): Record<string, unknown> {
  return convert(schema, 'output');
}

export function valibotSourceOf(jsonSchema: unknown): v.GenericSchema | undefined {
  return (jsonSchema as SourcedJsonSchema | null)?.[VALIBOT_SOURCE];
}
