import * as v from 'valibot';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { ApiClient } from '@nutrilog/shared/api-client';
import { type IntakeLogInference, intakeLogInferenceSchema } from '@nutrilog/shared/schemas';

export type { IntakeLogInference };

/**
 * Asks the API what a description such as "a bowl of porridge with banana" contains; a malformed answer counts as a
 * failure.
 */
export async function inferIntakeLog(api: ApiClient, prompt: string): Promise<IntakeLogInference> {
  return v.parse(intakeLogInferenceSchema, await api.post(API_PATHS.intakeLogInference, { prompt }));
}
