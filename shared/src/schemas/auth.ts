import * as v from 'valibot';
import { SUPPORTED_LOCALES } from '@nutrilog/shared/domain';
import { strictBody } from './body';
import { oneOf, requiredSecret, requiredString } from './fields';
import { type ResourceOf, resourceSchema } from './linked-data';

/** POST /api/auth/login */
export const loginSchema = strictBody({
  email: requiredString('Email'),
  password: requiredSecret('Password'),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const loginResponseSchema = v.object({ accessToken: v.string() });
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

/** PATCH /api/auth/profile (merge patch: every field optional). */
export const profilePatchSchema = strictBody({
  preferredLocale: v.optional(oneOf('Preferred locale', SUPPORTED_LOCALES)),
});
export type ProfilePatch = v.InferOutput<typeof profilePatchSchema>;

/** GET /api/auth/profile */
export const profileSchema = resourceSchema('Profile', {
  uuid: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  preferredLocale: v.string(),
});
export type Profile = ResourceOf<typeof profileSchema>;
