/** A request's query string as values by name; null and undefined values are left out. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;
