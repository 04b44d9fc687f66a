/**
 * The `uuid` column of an insert: the client's own when it chose one (an offline change and its later edit name the
 * same record), else none, and the database makes one. Inserts that take it add ON CONFLICT (uuid) DO NOTHING and
 * answer uuidTaken() when no row comes back, so that a taken uuid never aborts a transaction on PostgreSQL.
 */
export const clientUuid = (uuid: string | undefined): { uuid?: string } => (uuid === undefined ? {} : { uuid });
