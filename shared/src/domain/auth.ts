import type * as v from 'valibot';
import type { ContextOptional } from './linked-data';
import type { loginResponseSchema, profileSchema } from '@nutrilog/shared/schemas';

export const SUPPORTED_LOCALES = ['en-GB', 'nl-NL'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-GB';

export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

export type Profile = ContextOptional<v.InferOutput<typeof profileSchema>>;
