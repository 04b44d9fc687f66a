import type { Migration } from 'kysely/migration';
import { usersAndAccessTokens } from './0001-users-and-access-tokens';
import { nutritionTables } from './0002-nutrition-tables';
import { barcodes } from './0003-barcodes';
import { referenceFoods } from './0004-reference-foods';
import { sessionHardening } from './0005-session-hardening';
import { foodDatabase } from './0006-food-database';
import { idempotencyKeys } from './0007-idempotency-keys';

/** Every migration, in order. Names sort in the order they run; never rename or edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001-users-and-access-tokens': usersAndAccessTokens,
  '0002-nutrition-tables': nutritionTables,
  '0003-barcodes': barcodes,
  '0004-reference-foods': referenceFoods,
  '0005-session-hardening': sessionHardening,
  '0006-food-database': foodDatabase,
  '0007-idempotency-keys': idempotencyKeys,
};
