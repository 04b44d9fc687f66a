import type { ApiClient } from '@nutrilog/shared/api-client';
import { nutrientsSchema } from '@nutrilog/shared/schemas';
import * as v from 'valibot';

/** What POST /api/intake_logs/inference answers: the nutrients of what was described, and perhaps a short description. */
const inferenceSchema = v.object({ description: v.optional(v.nullable(v.string())), nutrients: nutrientsSchema });
export type IntakeLogInference = v.InferOutput<typeof inferenceSchema>;

/** Asks the API what a description such as "a bowl of porridge with banana" contains; a malformed answer counts as a failure. */
export async function inferIntakeLog(api: ApiClient, prompt: string): Promise<IntakeLogInference> {
  return v.parse(inferenceSchema, await api.post('/api/intake_logs/inference', { prompt }));
}
