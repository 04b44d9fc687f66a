import * as v from 'valibot';

/** One readiness check: "ok", or what is missing in an operator's words. */
const checkSchema = v.string();

/** GET /api/health/live and GET /api/health/ready (docs/api.md, "Health"). */
export const healthSchema = v.object({
  status: v.picklist(['ok', 'not ready']),
  /** Only on /ready: the database, its migrations and the reference foods, each "ok" or what is missing. */
  checks: v.optional(
    v.object({
      database: checkSchema,
      migrations: checkSchema,
      referenceFoods: checkSchema,
    }),
  ),
});
export type Health = v.InferOutput<typeof healthSchema>;
