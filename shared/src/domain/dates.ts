/**
 * The years every date and timestamp the API takes falls in. Outside them the databases misbehave (PostgreSQL has no
 * year 0, PGlite reads years below 100 back as 19xx or 20xx, a year past 9999 needs six digits in ISO 8601); the
 * margin up to 2999 leaves room for what is computed from a date (the next day, time zones, windows).
 */
export const FIRST_SUPPORTED_YEAR = 1900;
export const LAST_SUPPORTED_YEAR = 2999;

export const isSupportedYear = (year: number) => year >= FIRST_SUPPORTED_YEAR && year <= LAST_SUPPORTED_YEAR;
