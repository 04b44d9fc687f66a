import * as v from 'valibot';
import { PRODUCT_UNITS } from '@nutrilog/shared/domain';
import { nutrientsInputSchema } from '@nutrilog/shared/schemas';
import { responseJsonSchema } from '../../../http/json-schema';

/*
 * What the model must answer, as valibot schemas (which check the answer) and as the JSON Schema sent in
 * `response_format` (generated from them). Strict objects: structured-output servers require every property and
 * `additionalProperties: false`.
 */

/** POST /api/intake_logs/inference: what was eaten, summed. */
export const intakeLogAnswerSchema = v.strictObject({
  description: v.pipe(v.string(), v.trim()),
  nutrients: nutrientsInputSchema,
});

/** POST /api/products/inference and POST /api/image_inferences: per 100 g, or per 100 ml for `milliliter`. */
export const productAnswerSchema = v.strictObject({
  unit: v.picklist(PRODUCT_UNITS),
  nutrients: nutrientsInputSchema,
});

/** A `response_format.json_schema` of the chat completions API, with the schema that checks the answer. */
export interface AnswerFormat<TSchema extends v.GenericSchema> {
  /** [a-zA-Z0-9_-], at most 64 characters. */
  name: string;
  schema: TSchema;
  jsonSchema: Record<string, unknown>;
}

function answerFormat<TSchema extends v.GenericSchema>(name: string, schema: TSchema): AnswerFormat<TSchema> {
  return { name, schema, jsonSchema: responseJsonSchema(schema) };
}

export const INTAKE_LOG_ANSWER = answerFormat('intake_log', intakeLogAnswerSchema);
export const PRODUCT_ANSWER = answerFormat('product', productAnswerSchema);
